/** The SQS client, created once and pointed at the local SQS when SQS_ENDPOINT is set. */
import { SQSClient } from '@aws-sdk/client-sqs';
import { loadConfig } from '../config';

let sqs: SQSClient | undefined;

/** The SQS client. */
export function sqsClient(): SQSClient {
  if (!sqs) {
    const { region, endpoints } = loadConfig();
    sqs = new SQSClient({ region, endpoint: endpoints.sqs });
  }
  return sqs;
}

/** Forgets the cached client. */
export function resetSqs(): void {
  sqs = undefined;
}
