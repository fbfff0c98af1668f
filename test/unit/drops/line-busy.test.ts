/**
 * A drop's line under what DynamoDB Local cannot produce: a buyer's own write
 * throttled past the SDK's retries is answered 503 with Retry-After (the
 * page asks again by itself), never a server error; a failed tick of the
 * line (it works for everyone in it) leaves the asking buyer's answer as it
 * stands.
 */
import { BatchGetCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import { HttpError } from '../../../functions/lib/errors';
import { getDropLine, joinDropLine, LINE_BUSY } from '../../../functions/tickets/drop-line';

const ddb = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';
const EVENT = '3f2b8c1e-0000-4000-8000-0000000000d1';
const SUB = '6f1c9e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5d';
/** An hour after the opening (noon in Alabama, 18:00 UTC). */
const NOW = new Date('2031-03-30T19:00:00Z');
const caller = { sub: SUB, sessionStartedAt: 0 };

const event = {
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
  ticketsSold: 0,
  salesOpenAt: '2031-03-30T13:00',
};
const profile = { ...keys.profile.item(SUB), sub: SUB, fullName: 'Pat Buyer' };
const member = { ...keys.dropLine.member(EVENT, SUB), eventId: EVENT, sub: SUB, joinedAt: '2031-03-30T17:55:00.000Z', draw: 'abc', place: 3, status: 'waiting' };
const throttled = () => Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ThrottlingException' });

function lineRead(state: Record<string, unknown>, withMember: boolean) {
  ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [event, profile, { ...keys.dropLine.state(EVENT), ...state }, ...(withMember ? [member] : [])] } });
}

beforeEach(() => {
  ddb.reset();
  resetClients();
  process.env.TABLE_NAME = TABLE;
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
});

describe('a drop line under pressure', () => {
  it('answers a join whose place cannot be reserved (throttled) with 503 and Retry-After', async () => {
    // Drawn, and its tick not due: the join reserves the next place.
    lineRead({ drawnAt: '2031-03-30T18:00:01.000Z', nextPlace: 40, tickUntil: '2031-03-30T19:00:05.000Z' }, false);
    ddb.on(UpdateCommand).rejects(throttled());
    const refused = await joinDropLine(caller, EVENT).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, message: LINE_BUSY, headers: { 'retry-after': '2' } });
  });

  it("answers where the buyer stands when the line's tick fails", async () => {
    // The tick is due; taking it fails.
    lineRead({ drawnAt: '2031-03-30T18:00:01.000Z', nextPlace: 40, admittedThrough: 1, tickUntil: '2031-03-30T18:59:00.000Z' }, true);
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('Internal server error'), { name: 'InternalServerError' }));
    const answer = await getDropLine(caller, EVENT);
    expect(answer.line).toMatchObject({ status: 'waiting', place: 3, ahead: 1 });
  });
});
