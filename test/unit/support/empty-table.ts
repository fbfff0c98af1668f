import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';

/**
 * Mocks the document client as an empty table for every test of the file:
 * each GetItem finds nothing, each Query is empty. Returns the mock so a test
 * can make a call fail.
 */
export function useEmptyTable() {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    resetClients();
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
  });
  afterEach(() => vi.restoreAllMocks());
  return ddb;
}
