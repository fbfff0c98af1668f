/**
 * The DynamoDB document client, created once and pointed at DynamoDB Local
 * when DYNAMODB_ENDPOINT is set. Its own module so that a function which
 * never touches the table (feedback) does not bundle the DynamoDB SDK.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadConfig } from '../config';

let ddb: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client (undefined attributes dropped, numbers native). */
export function dynamo(): DynamoDBDocumentClient {
  if (!ddb) {
    const { region, endpoints } = loadConfig();
    const base = new DynamoDBClient({ region, endpoint: endpoints.dynamodb, maxAttempts: 5 });
    // We never give the SDK a logger, yet its logger middleware still builds a
    // "sensitive-filtered" copy of every response for the no-op one: a walk
    // over every item of every page (3% of the API's CPU under load).
    base.middlewareStack.remove('loggerMiddleware');
    ddb = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return ddb;
}

/** Forgets the cached client. */
export function resetDynamo(): void {
  ddb = undefined;
}
