/**
 * The follow toggle under contention DynamoDB Local cannot produce: a
 * `TransactionConflict` is tried again from a fresh read and lands; one
 * that never stops ends in 409 "Failed to update follow status".
 */
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { keys } from '../../../functions/domains/keys';
import { MAX_WRITE_ATTEMPTS } from '../../../functions/lib/db/optimistic';
import { HttpError } from '../../../functions/lib/errors';
import { setFollow } from '../../../functions/social/follow';

const ddb = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';
const CHAPTER = '3f2b8c1e-0000-4000-8000-000000000001';
const SUB = '6f1c9e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const CALLER = { sub: SUB, sessionStartedAt: 1_900_000_000 };
const conflict = () =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] });

beforeEach(() => {
  ddb.reset();
  resetClients();
  process.env.TABLE_NAME = TABLE;
  // The chapter with 4 followers and the caller's profile; the caller does not follow it yet.
  ddb.on(BatchGetCommand).resolves({
    Responses: { [TABLE]: [{ ...keys.chapter.item(CHAPTER), id: CHAPTER, followerCount: 4 }, { ...keys.profile.item(SUB) }] },
  });
});

describe('setFollow under TransactionConflict', () => {
  it('tries again and answers the new count', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});
    expect(await setFollow(CHAPTER, CALLER, true, new Date('2031-01-01T00:00:00Z'))).toEqual({ following: true, followerCount: 5 });
  });

  it('answers 409 "Failed to update follow status" when every attempt conflicts', async () => {
    ddb.on(TransactWriteCommand).rejects(conflict());
    const error = await setFollow(CHAPTER, CALLER, true, new Date('2031-01-01T00:00:00Z')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([(error as HttpError).status, (error as HttpError).message]).toEqual([409, 'Failed to update follow status']);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(MAX_WRITE_ATTEMPTS);
  });
});
