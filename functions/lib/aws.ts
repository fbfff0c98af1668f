/**
 * AWS SDK clients, created once per module and pointed at the emulators when
 * an `*_ENDPOINT` override is set (docs/architecture.md#aws-clients-secrets-and-observability). Every function gets its clients
 * from here (or, to keep its bundle small, from the one `clients/<service>.ts`
 * module it needs), so the same code talks to AWS or to the local stack.
 */
import { resetDynamo } from './clients/dynamodb';
import { resetS3 } from './clients/s3';
import { resetSes } from './clients/ses';
import { resetSqs } from './clients/sqs';

export { dynamo } from './clients/dynamodb';
export { s3Client } from './clients/s3';
export { sesClient } from './clients/ses';
export { sqsClient } from './clients/sqs';

/** Forgets the cached clients (tests that switch endpoints between files). */
export function resetClients(): void {
  resetDynamo();
  resetS3();
  resetSes();
  resetSqs();
}
