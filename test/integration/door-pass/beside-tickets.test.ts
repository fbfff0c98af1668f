/**
 * Door passes beside the event's tickets (at most 3 DynamoDB calls per request): a pass is indexed in
 * the partition of its event's tickets, after them, so the door screen reads
 * both in one Query (3 calls). Passes stored before that move stay under
 * their old index: an event stored before it has that index read too, so its
 * passes of either kind are listed, scan, stop at once when revoked and go
 * with the event — and no pass is ever taken for a ticket.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedDoorPass, DoorPass, DoorPassList, DoorPassSession, DoorRosterResponse, DoorScreenResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { venueInstant } from '../../../shared/dates';
import { clock } from '../../../functions/lib/clock';
import { grantAdmin } from '../../../functions/domains/platform/admins';
import { getDoorPass } from '../../../functions/domains/ticketing/door/passes';
import { eventTicketPage, type CancellationCursor } from '../../../functions/domains/ticketing/event-cancellation/cancelled-events';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { ENTRY_GRANTED } from '../../../functions/domains/ticketing/messages';
import { PASS_REVOKED } from '../../../functions/tickets/door-pass-scan';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newUser } from '../tickets/fixtures';
import { doorSetup } from '../door/fixtures';
import { asStoredBefore, PASS_PIN, storedDoorPassBefore } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());
const { counted } = useDynamoCallCounter('doorPassesBesideTickets');

const HOUR = 3_600_000;

/** An event with ticket holders, "now" fixed at `offset` ms from its start; `at` moves it. */
async function setup(holders: string[], offset = -48 * HOUR) {
  const door = await doorSetup(holders);
  const start = venueInstant(door.event.date, door.event.time, door.event.state).getTime();
  const at = (ms: number) => {
    const now = new Date(start + ms);
    vi.spyOn(clock, 'now').mockReturnValue(now);
    return now;
  };
  at(offset);
  const window = { validFrom: new Date(start - HOUR), validUntil: new Date(start + 6 * HOUR) };
  const iso = (ms: number) => new Date(start + ms).toISOString();
  return { ...door, at, window, iso };
}

const screenOf = (claims: Record<string, unknown>, eventId: string) => counted<DoorScreenResponse>('getDoorScreen', { claims, params: { id: eventId } });
const listOf = async (claims: Record<string, unknown>, eventId: string) => (await invoke<DoorPassList>('listDoorPasses', { claims, params: { id: eventId } })).json.passes;
const makePass = async (claims: Record<string, unknown>, eventId: string, label: string) =>
  (await invoke<CreatedDoorPass>('createDoorPass', { claims, params: { id: eventId }, body: { label } })).json;
const open = (passId: string) => invoke<DoorPassSession>('openDoorPass', { params: { id: passId }, body: { pin: PASS_PIN } });
const scan = (passId: string, token: string, qrCode: string) =>
  invoke<ValidateTicketResponse & { message?: string }>('scanWithDoorPass', { params: { id: passId }, body: { qrCode, scanId: crypto.randomUUID() }, headers: { authorization: `Bearer ${token}` } });

describe('an event stored since the passes moved beside its tickets', () => {
  it('carries the flag, and its door screen reads tickets and passes in one Query: 3 calls, the passes newest first', async () => {
    const { leader, event, tickets, at } = await setup(['Sam Q. Student', 'Ana Lopez']);
    expect((await getPartyEvent(event.id))?.doorPassesWithTickets).toBe(true);
    const first = await makePass(leader.claims, event.id, 'Front door');
    at(-47 * HOUR);
    const second = await makePass(leader.claims, event.id, 'Back door');

    const screen = await screenOf(leader.claims, event.id);
    expect([screen.statusCode, screen.calls]).toEqual([200, 3]);
    expect(screen.json.passes.map((p) => p.id)).toEqual([second.pass.id, first.pass.id]);
    expect(screen.json.passes).toEqual(await listOf(leader.claims, event.id));
    expect(screen.json.roster.tickets.map((t) => t.id).sort()).toEqual(tickets.map((t) => t.id).sort());
  });

  it('never takes a pass for a ticket: the event\'s tickets, the cancellation\'s pages of them and the roster hold the tickets alone', async () => {
    const { leader, event, tickets } = await setup(['Sam Q. Student', 'Ana Lopez']);
    await makePass(leader.claims, event.id, 'Front door');
    const ticketIds = tickets.map((t) => t.id).sort();

    expect((await listEventTickets(event.id)).map((t) => t.id).sort()).toEqual(ticketIds);
    // One ticket a page, so the pages end exactly where the passes begin.
    const paged: string[] = [];
    let cursor: CancellationCursor | null = null;
    do {
      const page: Awaited<ReturnType<typeof eventTicketPage>> = await eventTicketPage(event.id, cursor, 1);
      paged.push(...page.tickets.map((t) => t.id));
      cursor = page.next;
    } while (cursor);
    expect(paged.sort()).toEqual(ticketIds);
    const roster = await invoke<DoorRosterResponse>('getDoorRoster', { claims: leader.claims, params: { id: event.id } });
    expect(roster.json.tickets.map((t) => t.id).sort()).toEqual(ticketIds);
  });
});

describe('an event stored before, with passes under their old index', () => {
  it('lists its passes of either index together, newest first, on the screen as in the list (their old index read alongside: 4 calls)', async () => {
    const { leader, event, tickets, at, window, iso } = await setup(['Sam Q. Student']);
    await asStoredBefore(event.id);
    const older = await storedDoorPassBefore(event, window, { createdAt: iso(-50 * HOUR), label: 'Old side door' });
    const made = await makePass(leader.claims, event.id, 'Front door');
    at(-46 * HOUR);
    const newer = await storedDoorPassBefore(event, window, { createdAt: iso(-47 * HOUR), label: 'Old back door' });

    const screen = await screenOf(leader.claims, event.id);
    expect([screen.statusCode, screen.calls]).toEqual([200, 4]);
    expect(screen.json.passes.map((p) => [p.id, p.label])).toEqual([
      [newer.id, 'Old back door'],
      [made.pass.id, 'Front door'],
      [older.id, 'Old side door'],
    ]);
    expect(screen.json.passes).toEqual(await listOf(leader.claims, event.id));
    expect(screen.json.roster.tickets.map((t) => t.id)).toEqual([tickets[0]!.id]);
  });

  it('a pass stored before opens with its PIN and scans, and is refused at once once revoked', async () => {
    const { leader, event, tickets, at, window } = await setup(['Sam Q. Student', 'Ana Lopez']);
    await asStoredBefore(event.id);
    const pass = await storedDoorPassBefore(event, window);
    at(-30 * 60_000);
    const session = await open(pass.id);
    expect(session.statusCode).toBe(200);
    expect((await scan(pass.id, session.json.token, tickets[0]!.qrCode)).json).toMatchObject({ valid: true, message: ENTRY_GRANTED });

    const revoked = await invoke<DoorPass>('revokeDoorPass', { claims: leader.claims, params: { id: pass.id } });
    expect(revoked.json.revokedAt).toBe(clock.now().toISOString());
    const refused = await scan(pass.id, session.json.token, tickets[1]!.qrCode);
    expect([refused.statusCode, refused.json.message]).toEqual([401, PASS_REVOKED]);
    expect((await open(pass.id)).statusCode).toBe(401);
    const [listed] = (await screenOf(leader.claims, event.id)).json.passes;
    expect(listed).toMatchObject({ id: pass.id, revokedAt: revoked.json.revokedAt, scanCount: 1 });
  });

  it('its passes of either index go with it when an admin deletes it', async () => {
    const { leader, event, window } = await setup(['Sam Q. Student']);
    await asStoredBefore(event.id);
    const before = await storedDoorPassBefore(event, window);
    const made = await makePass(leader.claims, event.id, 'Front door');
    const admin = await newUser();
    await grantAdmin({ sub: admin.sub, email: admin.email, grantedAt: clock.now().toISOString() });
    expect((await invoke('deletePartyEvent', { claims: admin.claims, params: { id: event.id } })).statusCode).toBe(200);
    expect(await getDoorPass(before.id)).toBeUndefined();
    expect(await getDoorPass(made.pass.id)).toBeUndefined();
    expect((await open(before.id)).statusCode).toBe(404);
  });
});
