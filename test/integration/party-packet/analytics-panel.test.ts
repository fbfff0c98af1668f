/**
 * The analytics screen's one request: `?include=paperwork`
 * answers the paperwork panel as its own route does, but the members (the
 * sober-monitor picker reads them when opened), from the same Query as the
 * door's history — the offline scan log, between them, left out — in 3
 * DynamoDB calls.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, EventAnalyticsResponse, EventPaperworkResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { countOp, quarterOp, toDoorCount } from '../../../functions/domains/ticketing/door/headcount';
import { logDoorScan } from '../../../functions/domains/ticketing/door/scans';
import { cancelPartyEvent } from '../../../functions/domains/ticketing/event-cancellation/cancelled-events';
import { claimPacketMail } from '../../../functions/domains/catalog/party-packet/paperwork';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { transactWrite } from '../../../functions/lib/db/table';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { giveTicket, newUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());
const { counted } = useDynamoCallCounter('analyticsPanelCallCounter');

/** An alcohol party with one monitor named, two guests, a packet mailed, one entry at the door and an offline scan logged. */
async function partyWithDoorAndMail() {
  vi.spyOn(clock, 'now').mockReturnValue(new Date('2031-10-01T15:00:00Z'));
  // One monitor covers the first two guests: enough for the capacity of 2.
  const { chapter, president } = await schoolWithRules('TX', { baseMonitors: 1, baseGuests: 2, guestsPerExtraMonitor: 1 });
  const body = alcoholParty({ date: '2031-10-18', time: '22:00', maxAttendees: 2 });
  const eventId = (await invoke<CreatePartyEventResponse>('createPartyEvent', { body, claims: president.claims })).json.event.id;
  const monitor = await newUser({ chapterId: chapter.id, fullName: 'Morgan Monitor' });
  expect((await invoke('setSoberMonitors', { params: { id: eventId }, body: { subs: [monitor.sub] }, claims: president.claims })).statusCode).toBe(200);
  const event = (await getPartyEvent(eventId))!;
  const tickets = [await giveTicket(await newUser({ fullName: 'Avery Guest' }), event), await giveTicket(await newUser({ fullName: 'Blake Guest' }), event)];
  expect(await claimPacketMail({ eventId, sequence: 1, version: 'v1', sentAt: '2031-10-17T03:00:00.000Z', to: 'office@utexas.example' }, undefined)).toBe(true);
  const entered = '2031-10-19T03:20:00.000Z';
  await transactWrite([countOp(eventId, toDoorCount(undefined), { ...toDoorCount(undefined), insideNow: 1, entries: 1, peakInside: 1, version: 1 }), quarterOp(eventId, entered)]);
  await logDoorScan({
    eventId,
    scanId: 'offline-scan-1',
    ticketId: tickets[0]!.id,
    deviceId: 'door-phone',
    scannedBy: president.sub,
    scannedAt: entered,
    syncedAt: entered,
    resolution: 'recorded',
    message: 'Welcome',
    holder: 'Avery G.',
    kept: null,
  });
  return { president, eventId };
}

describe('analytics with the paperwork panel', () => {
  it('answers the panel of getEventPaperwork but its members, the same figures, in 3 DynamoDB calls', async () => {
    const { president, eventId } = await partyWithDoorAndMail();
    const params = { id: eventId };

    const withPanel = await counted<EventAnalyticsResponse>('getEventAnalytics', { params, query: { include: 'paperwork' }, claims: president.claims });
    // the standing, the event's partition (event, door history, holders, mail), the event's tickets
    expect([withPanel.statusCode, withPanel.calls]).toEqual([200, 3]);
    const own = await invoke<EventPaperworkResponse>('getEventPaperwork', { params, claims: president.claims });
    const { members, ...panel } = own.json;
    expect(members.map((m) => m.fullName)).toEqual(expect.arrayContaining(['Morgan Monitor', 'Pat President']));
    expect(withPanel.json.paperwork).toEqual(panel);
    expect(withPanel.json.paperwork).toMatchObject({
      expectedGuests: 2,
      soberMonitors: [{ fullName: 'Morgan Monitor' }],
      monitorCapacity: 2,
      warnings: [],
      mailed: { sequence: 1, version: 'v1', sentAt: '2031-10-17T03:00:00.000Z', to: 'office@utexas.example' },
    });

    // The rest of the answer is the analytics as without the panel (the door's history read from the wider range alike).
    const plain = await invoke<EventAnalyticsResponse>('getEventAnalytics', { params, claims: president.claims });
    expect(plain.json.paperwork).toBeUndefined();
    const { paperwork: _panel, ...figures } = withPanel.json;
    expect(figures).toEqual(plain.json);
    expect(plain.json.door).toMatchObject({ insideNow: 1, entries: 1, entriesPer15Minutes: [{ start: '2031-10-19T03:15:00.000Z', entries: 1 }] });
  });

  it("shows a cancelled event's cancellation progress from the same Query: still 3 calls, with or without the panel", async () => {
    const { president, eventId } = await partyWithDoorAndMail();
    const event = (await getPartyEvent(eventId))!;
    expect(await cancelPartyEvent(event, { reason: 'Storm warning', by: president.sub, now: clock.now() }, [])).toBe(true);
    for (const query of [{}, { include: 'paperwork' }]) {
      const res = await counted<EventAnalyticsResponse>('getEventAnalytics', { params: { id: eventId }, query, claims: president.claims });
      expect([res.statusCode, res.calls]).toEqual([200, 3]);
      expect(res.json.event.status).toBe('cancelled');
      expect(res.json.cancellation).toEqual({ status: 'running', ticketsCancelled: 0 });
    }
  });

  it('refuses an include it does not know, changing nothing', async () => {
    const { president, eventId } = await partyWithDoorAndMail();
    const res = await invoke<{ message: string }>('getEventAnalytics', { params: { id: eventId }, query: { include: 'members' }, claims: president.claims });
    expect(res.statusCode).toBe(400);
    expect(res.text).toContain('Invalid include');
  });
});
