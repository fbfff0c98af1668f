/**
 * An account deleted while it waits (the waitlist with the account
 * deletion of docs/spec/student-side.md §5): through the real local API server and cognito-local,
 * DELETE /me takes the person out of every line (the line's count with it)
 * and ends a seat held for them. The seats a deletion frees — held for the
 * person, or their ticket's while people wait — are owed an offer round,
 * which the functions that delete accounts cannot run (they do not hold the
 * ticket key): they hand it over, and the next scheduled sweep gives each
 * seat to the next in line — not two hours later when a hold would have
 * expired. Deleting a party event closes its line the same way.
 */
import '../../support/emulators.setup';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MyTicketsResponse, WaitlistResponse } from '../../../shared/api/types';
import type { RunningApiServer } from '../../../infra/local/api-server';
import { clock } from '../../../functions/lib/clock';
import { grantAdmin } from '../../../functions/domains/platform/admins';
import { keys } from '../../../functions/domains/keys';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getItem, queryAll } from '../../../functions/lib/db/table';
import { salesOpenInstant } from '../../../shared/drops';
import { getUserTicketForEvent } from '../../../functions/domains/ticketing/tickets';
import { readUserPartition } from '../../../functions/domains/people/users';
import { wholeLine } from '../../../functions/domains/ticketing/waitlist/line';
import { holdsOfEvent } from '../../../functions/domains/ticketing/waitlist/holds';
import { eventsWithStaleLease } from '../../../functions/domains/ticketing/waitlist/lease';
import { runScheduledTasks } from '../../../functions/scheduled/handler';
import { createTestPool, signIn, signUpAndConfirm, type PoolIds } from '../../support/cognito';
import { accessClaims, invoke } from '../../support/invoke';
import { apiCall, startPoolApi } from '../../support/pool-api';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { giveTicket } from '../party-events/fixtures';
import { newChapter, newEvent, newUsers, type TestUser } from '../tickets/fixtures';

useFreshTable();
useJobQueue();

let server: RunningApiServer;
let pool: PoolIds;
const run = Date.now();

beforeAll(async () => {
  pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  server = await startPoolApi(pool);
});
afterAll(async () => {
  await server?.close();
});
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

/** A person signed up in the pool, with a profile (their first GET /me). */
async function signedUp(label: string): Promise<TestUser & { token: string }> {
  const email = `${label}-${run}@example.edu`;
  const sub = await signUpAndConfirm({ pool, username: email, attributes: { email, name: `User ${label}` } });
  const { accessToken } = await signIn(email, 'secret1', { pool });
  expect((await apiCall(server, 'GET', '/me', accessToken)).status).toBe(200);
  return { sub, email, claims: accessClaims(sub), fullName: `User ${label}`, token: accessToken };
}

const join = (eventId: string, user: TestUser) => invoke<WaitlistResponse>('joinWaitlist', { params: { id: eventId }, claims: user.claims });

async function counts(id: string) {
  const item = (await getItem(keys.partyEvent.item(id), { consistent: true }))!;
  return { ticketsSold: Number(item.ticketsSold ?? 0), waitlistCount: Number(item.waitlistCount ?? 0), heldSeats: Number(item.heldSeats ?? 0) };
}

/** A sold-out event of one seat, its holder, and that holder's ticket. */
async function soldOutOfOne(extra: Partial<PartyEvent> = {}) {
  const event = await newEvent((await newChapter()).id, { maxAttendees: 1, ...extra });
  const [holder] = await newUsers(1);
  const ticket = await giveTicket(holder!, event);
  return { event, holder: holder!, ticket };
}

describe('an account deleted while it waits', () => {
  it('leaves every line, and the seat held for it goes to the next in line at the next sweep', async () => {
    const leaving = await signedUp('leaving');
    const [next] = await newUsers(1);
    // A paid event where `leaving` is first in line and is offered the freed seat; a free one where it only waits.
    const paid = await soldOutOfOne({ priceCents: 1500 });
    const free = await soldOutOfOne();
    expect((await join(paid.event.id, leaving)).statusCode).toBe(200);
    expect((await join(paid.event.id, next!)).statusCode).toBe(200);
    expect((await join(free.event.id, leaving)).statusCode).toBe(200);
    expect((await invoke('cancelTicket', { params: { id: paid.ticket.id }, claims: paid.holder.claims })).statusCode).toBe(200);
    expect(await holdsOfEvent(paid.event.id)).toEqual([expect.objectContaining({ sub: leaving.sub })]);
    expect(await counts(paid.event.id)).toEqual({ ticketsSold: 1, waitlistCount: 1, heldSeats: 1 });
    expect(await counts(free.event.id)).toMatchObject({ waitlistCount: 1 });
    const at = new Date();
    clock.now = () => at;

    expect((await apiCall(server, 'DELETE', '/me', leaving.token, { confirm: 'DELETE' })).status).toBe(200);

    expect((await readUserPartition(leaving.sub)).items).toEqual([]);
    // The free event's line is empty, its count with it.
    expect(await wholeLine(free.event.id)).toEqual([]);
    expect(await counts(free.event.id)).toEqual({ ticketsSold: 1, waitlistCount: 0, heldSeats: 0 });
    // The accounts function holds no ticket key: the freed seat's round is handed over, due now.
    expect(await holdsOfEvent(paid.event.id)).toEqual([]);
    expect(await counts(paid.event.id)).toEqual({ ticketsSold: 0, waitlistCount: 1, heldSeats: 0 });
    const due = await eventsWithStaleLease(at.toISOString());
    expect(due).toContain(paid.event.id);
    // Only waiting there, it freed no seat: nothing owed.
    expect(due).not.toContain(free.event.id);

    expect(await runScheduledTasks(at)).toEqual({ failed: [] });
    // The paid seat is held for the next in line now, and still counted once.
    expect(await holdsOfEvent(paid.event.id)).toEqual([expect.objectContaining({ sub: next!.sub })]);
    expect(await counts(paid.event.id)).toEqual({ ticketsSold: 1, waitlistCount: 0, heldSeats: 1 });
    const offers = await invoke<MyTicketsResponse>('listMyTickets', { claims: next!.claims });
    expect(offers.json.waitlistOffers).toEqual([expect.objectContaining({ eventId: paid.event.id })]);
    expect(await eventsWithStaleLease(at.toISOString())).not.toContain(paid.event.id);
  });

  it('deleted by an admin, frees its ticket of a full free event: the next sweep issues it to the first in line, once', async () => {
    const leaving = await signedUp('ticket-holder');
    const [admin, first, second] = await newUsers(3);
    await grantAdmin({ sub: admin!.sub, email: 'admin@example.edu', grantedAt: new Date().toISOString() });
    const event = await newEvent((await newChapter()).id, { maxAttendees: 1 });
    await giveTicket(leaving, event);
    expect((await join(event.id, first!)).statusCode).toBe(200);
    expect((await join(event.id, second!)).statusCode).toBe(200);
    const at = new Date();
    clock.now = () => at;

    expect((await invoke('deleteUser', { params: { id: leaving.sub }, claims: admin!.claims })).statusCode).toBe(200);

    // The admin function holds no ticket key: the seat is free, its round handed over, nobody given a ticket yet.
    expect(await counts(event.id)).toEqual({ ticketsSold: 0, waitlistCount: 2, heldSeats: 0 });
    expect(await getUserTicketForEvent(first!.sub, event.id)).toBeUndefined();
    expect(await eventsWithStaleLease(at.toISOString())).toContain(event.id);

    expect(await runScheduledTasks(at)).toEqual({ failed: [] });
    expect(await getUserTicketForEvent(first!.sub, event.id)).toMatchObject({ status: 'valid', fromWaitlist: true });
    expect(await getUserTicketForEvent(second!.sub, event.id)).toBeUndefined();
    expect(await counts(event.id)).toEqual({ ticketsSold: 1, waitlistCount: 1, heldSeats: 0 });
    expect(await runScheduledTasks(at)).toEqual({ failed: [] });
    expect(await counts(event.id)).toEqual({ ticketsSold: 1, waitlistCount: 1, heldSeats: 0 });
  });
});

describe("an account deleted while it stands in a drop's line", () => {
  it('takes its member and its place out of the line, and leaves the others’', async () => {
    const leaving = await signedUp('drop-member');
    const [admin, next] = await newUsers(2);
    await grantAdmin({ sub: admin!.sub, email: 'admin@example.edu', grantedAt: new Date().toISOString() });
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const opensDay = new Date(Date.parse(`${date}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const event = await newEvent((await newChapter()).id, { date, maxAttendees: 1, salesOpenAt: `${opensDay}T12:00` });
    const opens = salesOpenInstant(event)!;
    const before = new Date(opens.getTime() - 60_000);
    clock.now = () => before;
    expect((await invoke('joinDropLine', { params: { id: event.id }, claims: leaving.claims })).statusCode).toBe(200);
    const after = new Date(opens.getTime() + 1_000);
    clock.now = () => after;
    // Drawn at the opening: `leaving` holds place 1, `next` place 2.
    expect((await invoke('joinDropLine', { params: { id: event.id }, claims: next!.claims })).statusCode).toBe(200);
    const lineOf = async (sub: string) => (await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.dropLine.partition(event.id) }, ConsistentRead: true })).filter((item) => item.sub === sub);
    expect((await lineOf(leaving.sub)).map((item) => String(item.SK).split('#')[0]).sort()).toEqual(['MEMBER', 'PLACE']);

    expect((await invoke('deleteUser', { params: { id: leaving.sub }, claims: admin!.claims })).statusCode).toBe(200);

    expect(await lineOf(leaving.sub)).toEqual([]);
    expect((await lineOf(next!.sub)).map((item) => String(item.SK).split('#')[0]).sort()).toEqual(['MEMBER', 'PLACE']);
  });
});

describe('a party event deleted with a line', () => {
  it('takes every place and held offer with it: nobody is shown an offer for an event that is gone', async () => {
    const { event, holder, ticket } = await soldOutOfOne({ priceCents: 900 });
    const [first, second, admin] = await newUsers(3);
    await grantAdmin({ sub: admin!.sub, email: 'admin@example.edu', grantedAt: new Date().toISOString() });
    await join(event.id, first!);
    await join(event.id, second!);
    await invoke('cancelTicket', { params: { id: ticket.id }, claims: holder.claims });
    expect((await invoke<MyTicketsResponse>('listMyTickets', { claims: first!.claims })).json.waitlistOffers).toHaveLength(1);

    expect((await invoke('deletePartyEvent', { params: { id: event.id }, claims: admin!.claims })).statusCode).toBe(200);

    expect(await holdsOfEvent(event.id)).toEqual([]);
    expect(await wholeLine(event.id)).toEqual([]);
    for (const person of [first!, second!]) {
      expect((await invoke<MyTicketsResponse>('listMyTickets', { claims: person.claims })).json.waitlistOffers).toEqual([]);
      const waitlistItems = (await readUserPartition(person.sub)).items.filter((it) => /^(WAITLIST|OFFER)#/.test(String(it.SK)));
      expect(waitlistItems).toEqual([]);
    }
  });
});
