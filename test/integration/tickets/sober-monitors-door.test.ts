/**
 * Sober monitors at the door: a monitor's own code checks them in
 * and out, recorded apart from guests; for an event with alcohol the door
 * admits guests only while inside now < min(capacity, ratio × monitors in),
 * exact under concurrent scans; events without alcohol are unchanged.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { DoorHeadcount, SoberMonitorCodeResponse, TicketResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-rules';
import { getItem, updateItem } from '../../../functions/lib/db/table';
import { keys } from '../../../functions/domains/keys';
import { writeSoberMonitors } from '../../../functions/domains/catalog/party-packet/paperwork';
import { signMonitorCode } from '../../../functions/domains/ticketing/door/monitor-code';
import { parseTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { holdsTicketKey, type FunctionName } from '../../../functions/lib/ticket-key-holders';
import { featureHandlers, type HandlerLoader } from '../../../infra/local/api/handlers';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser, newUsers, pool, type TestUser } from './fixtures';

useFreshTable();

const NEEDS_MONITOR = 'Another sober monitor must check in';
const scan = (leader: TestUser, eventId: string, qrCode: string, direction: 'entry' | 'exit' = 'entry') =>
  invoke<ValidateTicketResponse>('validateTicket', { claims: leader.claims, body: { eventId, qrCode, direction } });
const headcount = async (leader: TestUser, eventId: string) => (await invoke<DoorHeadcount>('getDoorHeadcount', { claims: leader.claims, params: { id: eventId } })).json;
const monitorCode = async (user: TestUser, eventId: string) =>
  (await invoke<SoberMonitorCodeResponse>('getMySoberMonitorCode', { claims: user.claims, params: { id: eventId } })).json.monitor?.code;

/**
 * Only the handlers of the functions given the ticket key in AWS: locally every function has every
 * secret, so a route served by any other function would sign here and fail there.
 */
const keyHoldersOnly: HandlerLoader = async (name) => {
  if (!holdsTicketKey(name as FunctionName)) throw new Error(`the ${name} function is not given the ticket key`);
  return featureHandlers(name);
};

/** An event with alcohol at `ratio` guests per monitor, two named monitors, and `guests` tickets. */
async function party(guests: number, { ratio = 2, alcohol = true } = {}) {
  const chapter = await newChapter();
  const leader = await newLeader(chapter.id);
  const [ann, ben] = [await newUser({ fullName: 'Ann Q. Monitor' }), await newUser({ fullName: 'Ben Sober' })];
  const event = await newEvent(chapter.id, {
    alcoholAllowed: alcohol,
    ...(alcohol ? { officeRules: { ...DEFAULT_SCHOOL_RULES, baseMonitors: 1, baseGuests: ratio, guestsPerExtraMonitor: ratio } } : {}),
    soberMonitors: [
      { sub: ann.sub, fullName: 'Ann Q. Monitor' },
      { sub: ben.sub, fullName: 'Ben Sober' },
    ],
  });
  const holders = await newUsers(guests);
  const codes = await pool(guests, 8, async (i) => (await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: holders[i]!.claims })).json.ticket.qrCode);
  return { leader, event, ann, ben, codes };
}

describe('a monitor’s code', () => {
  it('is given only to a named monitor, checks them in apart from guests, and out again', async () => {
    const { leader, event, ann, codes } = await party(1);
    const stranger = await newUser();
    expect(await monitorCode(stranger, event.id)).toBeUndefined();
    const code = (await monitorCode(ann, event.id))!;
    expect(code).toMatch(/^SM\./);

    const checkIn = (await scan(leader, event.id, code)).json;
    expect(checkIn).toMatchObject({ valid: true, message: 'Sober monitor checked in: Ann M.', monitor: { name: 'Ann M.' }, headcount: { monitorsIn: 1, insideNow: 0, entries: 0, limit: 2 } });
    expect(checkIn.ticket).toBeUndefined();
    expect((await scan(leader, event.id, code)).json).toMatchObject({ valid: false, message: 'Sober monitor already checked in: Ann M.' });
    expect(await getItem(keys.doorMonitor.item(event.id, ann.sub))).toMatchObject({ inside: true, name: 'Ann M.' });
    expect(await getItem(keys.ticket.item(parseTicketCode(codes[0]!)!.ticketId))).toMatchObject({ status: 'valid' });

    expect((await scan(leader, event.id, code, 'exit')).json).toMatchObject({ valid: true, message: 'Sober monitor checked out: Ann M.', headcount: { monitorsIn: 0, limit: 0 } });
    expect((await scan(leader, event.id, code, 'exit')).json).toMatchObject({ valid: false, message: 'Sober monitor is not checked in: Ann M.' });
  });

  it('is handed out and checked by a function that holds the ticket key', async () => {
    const { leader, event, ann } = await party(0);
    const mine = await invoke<SoberMonitorCodeResponse>('getMySoberMonitorCode', { claims: ann.claims, params: { id: event.id }, loadHandler: keyHoldersOnly });
    expect(mine.statusCode).toBe(200);
    const code = mine.json.monitor!.code;
    const checkIn = await invoke<ValidateTicketResponse>('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: code, direction: 'entry' }, loadHandler: keyHoldersOnly });
    expect(checkIn.json).toMatchObject({ valid: true, monitor: { name: 'Ann M.' }, headcount: { monitorsIn: 1 } });
  });

  it('is refused for a non-monitor, for another event, and once its person is no longer named', async () => {
    const { leader, event, ann, ben } = await party(0);
    const other = await party(0);
    const stranger = await newUser();
    const refused = { valid: false, message: 'This code is not a sober monitor of this event' };
    expect((await scan(leader, event.id, signMonitorCode(stranger.sub, event.id))).json).toMatchObject(refused);
    expect((await scan(leader, event.id, (await monitorCode(other.ann, other.event.id))!)).json).toMatchObject(refused);
    const code = (await monitorCode(ann, event.id))!;
    await writeSoberMonitors(event, [{ sub: ben.sub, fullName: 'Ben Sober' }], []);
    expect((await scan(leader, event.id, code)).json).toMatchObject(refused);
    expect(await monitorCode(ann, event.id)).toBeUndefined();
    expect(await headcount(leader, event.id)).toMatchObject({ monitorsIn: 0 });
  });
});

describe('capacity follows the monitors', () => {
  it('admits exactly ratio × monitors in under concurrent scans, more when another checks in, fewer after a check-out', async () => {
    const { leader, event, ann, ben, codes } = await party(10);
    expect((await scan(leader, event.id, codes[0]!)).json).toMatchObject({ valid: false, message: NEEDS_MONITOR, headcount: { limit: 0, needsMonitor: true } });
    await scan(leader, event.id, (await monitorCode(ann, event.id))!);

    const first = await Promise.all(codes.map((code) => scan(leader, event.id, code)));
    expect(first.filter((r) => r.json.valid)).toHaveLength(2);
    expect(first.filter((r) => r.json.message === NEEDS_MONITOR)).toHaveLength(8);
    expect(await headcount(leader, event.id)).toMatchObject({ insideNow: 2, monitorsIn: 1, limit: 2, needsMonitor: true, peakInside: 2 });

    const benCode = (await monitorCode(ben, event.id))!;
    await scan(leader, event.id, benCode);
    const waiting = codes.filter((_, i) => !first[i]!.json.valid);
    const second = await Promise.all(waiting.map((code) => scan(leader, event.id, code)));
    expect(second.filter((r) => r.json.valid)).toHaveLength(2);
    expect(await headcount(leader, event.id)).toMatchObject({ insideNow: 4, monitorsIn: 2, limit: 4, peakInside: 4 });

    // Checking out is always allowed; those inside stay, entries wait until the room is back within the limit.
    expect((await scan(leader, event.id, benCode, 'exit')).json).toMatchObject({ valid: true, headcount: { insideNow: 4, monitorsIn: 1, limit: 2 } });
    // A guest still outside (which two of the waiting got in is the race's to decide).
    const stillOut = waiting.filter((_, i) => !second[i]!.json.valid);
    expect(stillOut).toHaveLength(6);
    expect((await scan(leader, event.id, stillOut[0]!)).json).toMatchObject({ valid: false, message: NEEDS_MONITOR });
  });

  it('leaves an event without alcohol at its capacity, monitors or not', async () => {
    const { leader, event, codes } = await party(3, { alcohol: false });
    const results = await Promise.all(codes.map((code) => scan(leader, event.id, code)));
    expect(results.every((r) => r.json.valid)).toBe(true);
    expect(await headcount(leader, event.id)).toMatchObject({ insideNow: 3, limit: 100, monitorsIn: 0, needsMonitor: false });
  });
});

describe('the school’s ratio at the door', () => {
  it('admits no one until the base number of monitors is in, then the first guests, then more per extra monitor', async () => {
    const { leader, event, ann, ben, codes } = await party(3);
    // Two monitors for the first two guests, one more per guest beyond them.
    await updateItem({
      Key: keys.partyEvent.item(event.id),
      UpdateExpression: 'SET officeRules.baseMonitors = :two, officeRules.baseGuests = :two, officeRules.guestsPerExtraMonitor = :one',
      ExpressionAttributeValues: { ':two': 2, ':one': 1 },
    });
    expect((await scan(leader, event.id, (await monitorCode(ann, event.id))!)).json.headcount).toMatchObject({ monitorsIn: 1, limit: 0, needsMonitor: true });
    expect((await scan(leader, event.id, codes[0]!)).json).toMatchObject({ valid: false, message: NEEDS_MONITOR });
    expect((await scan(leader, event.id, (await monitorCode(ben, event.id))!)).json.headcount).toMatchObject({ monitorsIn: 2, limit: 2 });
    expect((await scan(leader, event.id, codes[0]!)).json.valid).toBe(true);
    expect((await scan(leader, event.id, codes[1]!)).json.valid).toBe(true);
    expect((await scan(leader, event.id, codes[2]!)).json).toMatchObject({ valid: false, message: NEEDS_MONITOR });
    expect(await headcount(leader, event.id)).toMatchObject({ insideNow: 2, limit: 2, monitorRatio: { baseMonitors: 2, baseGuests: 2, guestsPerExtraMonitor: 1 } });
  });

  it('reads an event stored with a flat "guests per monitor" as one per that many', async () => {
    const { leader, event, ann, codes } = await party(2);
    await updateItem({
      Key: keys.partyEvent.item(event.id),
      UpdateExpression: 'SET officeRules = :flat',
      ExpressionAttributeValues: { ':flat': { registrationLeadDays: 7, guestListLeadHours: 48, guestsPerMonitor: 1, officeEmail: null } },
    });
    expect((await scan(leader, event.id, (await monitorCode(ann, event.id))!)).json.headcount).toMatchObject({ monitorsIn: 1, limit: 1 });
    expect((await scan(leader, event.id, codes[0]!)).json.valid).toBe(true);
    expect((await scan(leader, event.id, codes[1]!)).json).toMatchObject({ valid: false, message: NEEDS_MONITOR });
  });
});

