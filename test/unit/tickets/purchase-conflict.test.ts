/**
 * A purchase under the contention DynamoDB Local cannot produce (a hot
 * drop, docs/performance.md#a-hot-drop): real DynamoDB answers `TransactionConflict` when buyers of one event
 * write at once. The purchase then leases a block of seats to a seat shard
 * (seat-shards.ts); every attempt is decided on a fresh read after a
 * jittered back-off, until the ticket is issued; when every attempt
 * conflicts, the buyer is told to try again (503) and nothing is issued.
 */
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import { MAX_WRITE_ATTEMPTS } from '../../../functions/lib/db/optimistic';
import { HttpError } from '../../../functions/lib/errors';
import { issueTicketFor } from '../../../functions/domains/ticketing/issuance/issue';
import { TICKETS_BUSY } from '../../../functions/domains/ticketing/messages';

const ddb = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';
const EVENT = '3f2b8c1e-0000-4000-8000-0000000000e1';
const SUB = '6f1c9e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const NOW = new Date('2031-03-01T12:00:00Z');
const conflict = () =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
  });

/** The waits the purchase slept between attempts (its back-off), in order. */
let waits: number[];

beforeEach(() => {
  ddb.reset();
  resetClients();
  process.env.TABLE_NAME = TABLE;
  vi.stubEnv('TICKET_SECRET', 'unit-ticket-secret');
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  waits = [];
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    waits.push(ms ?? 0);
    return realSetTimeout(fn, 0);
  }) as typeof setTimeout);
  // A free event with seats left, and the buyer's profile (no e-mail: no receipt to queue).
  ddb.on(BatchGetCommand).resolves({
    Responses: {
      [TABLE]: [
        {
          ...keys.partyEvent.item(EVENT),
          id: EVENT,
          chapterId: 'c1',
          title: 'Spring Formal',
          date: '2031-04-01',
          time: '21:00',
          location: 'House',
          state: 'AL',
          status: 'active',
          priceCents: 0,
          maxAttendees: 10,
          ticketsSold: 3,
        },
        { ...keys.profile.item(SUB), sub: SUB, fullName: 'Ada Buyer' },
      ],
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The keys a transaction sent writes (Update/Put/Delete/ConditionCheck), as `PK SK`. */
function keysOf(call: number): string[] {
  const items = ddb.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems ?? [];
  return items.map((op) => {
    const body = (op.Update ?? op.Put ?? op.Delete ?? op.ConditionCheck) as { Key?: Record<string, string>; Item?: Record<string, string> };
    const key = body.Key ?? body.Item!;
    return `${key.PK} ${key.SK}`;
  });
}

describe('a purchase under TransactionConflict', () => {
  it('leases a block of seats to a shard once the event item was contended, each attempt decided on a fresh read after a jittered wait', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    ddb.on(TransactWriteCommand).rejectsOnce(conflict()).rejectsOnce(conflict()).resolves({});
    const res = await issueTicketFor({ eventId: EVENT, sub: SUB, session: null, payment: null });
    expect(res.created).toBe(true);
    expect(res.ticket.eventId).toBe(EVENT);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(3);
    // The first write took the seat on the event item; it lost, so the next ones lease a block to shard 4 (0.5 × 8).
    expect(keysOf(0)).toContain(`EVENT#${EVENT} EVENT`);
    expect(keysOf(0).some((k) => k.includes('SEATS'))).toBe(false);
    expect(keysOf(1).slice(0, 2)).toEqual([`EVENT#${EVENT} EVENT`, `EVENT#${EVENT} EVENT#SEATS#4`]);
    expect(keysOf(2)).toEqual(keysOf(1));
    // Full jitter before each new attempt: half of 5 ms × 2^attempt.
    expect(random).toHaveBeenCalled();
    expect(waits).toEqual([5, 10]);
  });

  it('answers 503 "try again" when every attempt conflicts, having issued nothing', async () => {
    ddb.on(TransactWriteCommand).rejects(conflict());
    const error = await issueTicketFor({ eventId: EVENT, sub: SUB, session: null, payment: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([(error as HttpError).status, (error as HttpError).message]).toEqual([503, TICKETS_BUSY]);
    // Each attempt: a read, then one write (the event item's seat, then leases).
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(MAX_WRITE_ATTEMPTS);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(MAX_WRITE_ATTEMPTS);
    expect(waits).toHaveLength(MAX_WRITE_ATTEMPTS - 1);
    expect(waits.every((ms, i) => ms >= 0 && ms <= Math.min(5 * 2 ** (i + 1), 100))).toBe(true);
  });
});
