/**
 * A fresh DynamoDB table per test file, shaped like the real one.
 */
import { afterAll, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { resetClients } from '../../functions/lib/aws';
import { createTable, deleteTable, localDynamoClient } from '../../infra/local/table';

/**
 * Registers hooks that create a uniquely named table before the file's tests
 * (setting `TABLE_NAME` and resetting the cached clients) and delete it after.
 * Returns a handle whose `name` is the table's name.
 */
export function useFreshTable(): { readonly name: string } {
  const name = `test-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set: useFreshTable() needs the integration project setup.');
    const client = localDynamoClient(endpoint);
    try {
      await createTable(client, name);
    } finally {
      client.destroy();
    }
    process.env.TABLE_NAME = name;
    resetClients();
  });
  afterAll(async () => {
    const client = localDynamoClient(process.env.DYNAMODB_ENDPOINT as string);
    try {
      await deleteTable(client, name);
    } finally {
      client.destroy();
    }
  });
  return { name };
}
