/**
 * Live headcount at the door: entries, exits for re-entry and
 * "inside now" against capacity, kept in the scan's own transaction — under
 * concurrent entries and exits the count never drifts from the tickets
 * inside and never passes capacity; analytics reads entries per 15 minutes
 * and the peak from small items.
 */
import '../../support/emulators.setup';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorHeadcount, EventAnalyticsResponse, TicketResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { partyEventItem, type PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { tableName } from '../../../functions/lib/db/table';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { parseTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUsers, pool, type TestUser } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const scan = (leader: TestUser, eventId: string, qrCode: string, direction: 'entry' | 'exit' = 'entry') =>
  invoke<ValidateTicketResponse>('validateTicket', { claims: leader.claims, body: { eventId, qrCode, direction } });
const headcount = async (leader: TestUser, eventId: string) => (await invoke<DoorHeadcount>('getDoorHeadcount', { claims: leader.claims, params: { id: eventId } })).json;

/** An event of a new chapter, its president, and `n` tickets of it; then its capacity set to `capacity`. */
async function door(n: number, capacity = n): Promise<{ leader: TestUser; event: PartyEvent; codes: string[] }> {
  const chapter = await newChapter();
  const leader = await newLeader(chapter.id);
  const event = await newEvent(chapter.id, { maxAttendees: n });
  const holders = await newUsers(n);
  const codes = await pool(n, 8, async (i) => (await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: holders[i]!.claims })).json.ticket.qrCode);
  // A room smaller than the tickets sold (the venue changed): the door is what holds the line.
  const smaller = { ...event, maxAttendees: capacity, ticketsSold: n };
  if (capacity !== n) await dynamo().send(new PutCommand({ TableName: tableName(), Item: partyEventItem(smaller) }));
  return { leader, event: smaller, codes };
}

const ticketIdOf = (code: string) => parseTicketCode(code)!.ticketId;

describe('entries and exits', () => {
  it('counts an entry, lets an exited ticket back in once, and refuses what makes no sense', async () => {
    const { leader, event, codes } = await door(2);
    const [a, b] = codes as [string, string];
    expect((await scan(leader, event.id, a)).json).toMatchObject({ valid: true, message: 'Ticket validated successfully! Entry granted.', headcount: { insideNow: 1, capacity: 2 } });
    expect((await scan(leader, event.id, a)).json).toMatchObject({ valid: false, message: 'This ticket has already been used' });
    expect((await scan(leader, event.id, b, 'exit')).json).toMatchObject({ valid: false, message: 'This ticket is not inside: nothing to exit' });
    expect((await scan(leader, event.id, a, 'exit')).json).toMatchObject({ valid: true, message: 'Exit recorded. This ticket may come back in.', headcount: { insideNow: 0 } });
    expect((await scan(leader, event.id, a, 'exit')).json).toMatchObject({ valid: false, message: 'This ticket is not inside: nothing to exit' });
    expect((await scan(leader, event.id, a)).json).toMatchObject({ valid: true, message: 'Welcome back! Re-entry granted.', headcount: { insideNow: 1 } });
    expect((await scan(leader, event.id, a)).json).toMatchObject({ valid: false, message: 'This ticket has already been used' });
    expect(await headcount(leader, event.id)).toEqual({
      ...{ insideNow: 1, capacity: 2, full: false, entries: 2, exits: 1, peakInside: 1, limit: 2, monitorRatio: null, monitorsIn: 0, needsMonitor: false },
      byDoor: [{ label: 'Leaders', entries: 2, exits: 1 }],
    });
    expect(await getTicket(ticketIdOf(a))).toMatchObject({ status: 'used', inside: true });
  });

  it('says the room is full at capacity and refuses entry until someone leaves', async () => {
    const { leader, event, codes } = await door(3, 2);
    const [a, b, c] = codes as [string, string, string];
    await scan(leader, event.id, a);
    expect((await scan(leader, event.id, b)).json.headcount).toMatchObject({ insideNow: 2, full: true });
    expect((await scan(leader, event.id, c)).json).toMatchObject({ valid: false, message: 'The room is full: no entry until someone leaves', headcount: { insideNow: 2, capacity: 2, full: true } });
    expect((await getTicket(ticketIdOf(c)))?.status).toBe('valid');
    await scan(leader, event.id, a, 'exit');
    expect((await scan(leader, event.id, c)).json).toMatchObject({ valid: true, headcount: { insideNow: 2 } });
  });
});

describe('under concurrency', () => {
  it('never lets more in than capacity, however many scan at once', async () => {
    const { leader, event, codes } = await door(16, 6);
    const results = await Promise.all(codes.map((code) => scan(leader, event.id, code)));
    expect(results.filter((r) => r.json.valid)).toHaveLength(6);
    expect(results.filter((r) => r.json.message === 'The room is full: no entry until someone leaves')).toHaveLength(10);
    expect(await headcount(leader, event.id)).toMatchObject({ insideNow: 6, entries: 6, exits: 0, peakInside: 6, full: true });
  });

  it('keeps inside now equal to the tickets inside through concurrent entries, exits and re-entries', async () => {
    const { leader, event, codes } = await door(12, 12);
    const [first, second] = [codes.slice(0, 6), codes.slice(6)];
    await Promise.all(first.map((code) => scan(leader, event.id, code)));
    // At once: the first six leave, the other six come in, and each of the first six scans in again too.
    const moves = await Promise.all([
      ...first.map((code) => scan(leader, event.id, code, 'exit')),
      ...second.map((code) => scan(leader, event.id, code)),
      ...first.map((code) => scan(leader, event.id, code)),
    ]);
    expect(moves.every((m) => m.statusCode === 200)).toBe(true);
    const inside = (await Promise.all(codes.map((code) => getTicket(ticketIdOf(code))))).filter((t) => t?.inside === true).length;
    const count = await headcount(leader, event.id);
    expect(count.insideNow).toBe(inside);
    expect(count.insideNow).toBe(count.entries - count.exits);
    expect(count.exits).toBe(6);
    expect(count.peakInside).toBeLessThanOrEqual(12);
    expect(count.peakInside).toBeGreaterThanOrEqual(Math.max(6, count.insideNow));
  });
});

describe('analytics', () => {
  it('shows entries per 15 minutes and the peak inside', async () => {
    const { leader, event, codes } = await door(4);
    const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));
    at('2030-03-21T04:01:00.000Z');
    await scan(leader, event.id, codes[0]!);
    at('2030-03-21T04:14:59.000Z');
    await scan(leader, event.id, codes[1]!);
    at('2030-03-21T04:20:00.000Z');
    await scan(leader, event.id, codes[0]!, 'exit');
    await scan(leader, event.id, codes[2]!);
    at('2030-03-21T04:47:00.000Z');
    await scan(leader, event.id, codes[3]!);
    const { json } = await invoke<EventAnalyticsResponse>('getEventAnalytics', { claims: leader.claims, params: { id: event.id } });
    expect(json.door).toEqual({
      insideNow: 3,
      capacity: 4,
      full: false,
      entries: 4,
      exits: 1,
      peakInside: 3,
      limit: 4,
      monitorRatio: null,
      monitorsIn: 0,
      needsMonitor: false,
      byDoor: [{ label: 'Leaders', entries: 4, exits: 1 }],
      entriesPer15Minutes: [
        { start: '2030-03-21T04:00:00.000Z', entries: 2 },
        { start: '2030-03-21T04:15:00.000Z', entries: 1 },
        { start: '2030-03-21T04:45:00.000Z', entries: 1 },
      ],
    });
  });
});
