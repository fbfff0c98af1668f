/**
 * What the wrapper's role checks cost (authorization in the handler wrapper, docs/architecture.md#the-handler-wrapper): the admin record is one
 * read, a leader's standing (profile organization and roles) one Query that
 * the route then uses for its chapter check — so no guarded request makes
 * more DynamoDB calls than when each route read the profile and the roles
 * itself (create 4, analytics 4, door 5), and a refusal stops at the check.
 * The "Sign out everywhere" check rides on those same reads (and on the
 * profile reads the user routes make anyway): no call more.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { PartyEventPageResponse, SoberMonitorCodeResponse, TicketResponse } from '../../../shared/api/types';
import type { RouteId } from '../../../shared/api/routes';
import { invoke, type InvokeOptions } from '../../support/invoke';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { useFreshTable } from '../../support/table';
import { newAdmin } from '../leaders/fixtures';
import { newChapter, newEvent, newLeader, newUser } from '../tickets/fixtures';
import { fenceAdminSessionsOp } from '../../../functions/domains/platform/admins';
import { fenceProfileSessionsOp } from '../../../functions/domains/people/profiles';
import { transactWrite } from '../../../functions/lib/db/table';

useFreshTable();

const { counted: invokeCounted } = useDynamoCallCounter('authzCallCounter');

/** The answer's status and the DynamoDB calls it took. */
async function counted(route: RouteId, options: InvokeOptions): Promise<[number, number]> {
  const res = await invokeCounted(route, options);
  return [res.statusCode, res.calls];
}

describe('DynamoDB calls of the guarded routes', () => {
  it('a leader route: one Query for the standing, then only the route’s own reads and writes', async () => {
    const chapter = await newChapter();
    const president = await newLeader(chapter.id);
    const event = await newEvent(chapter.id);
    const holder = await newUser();
    const ticket = (await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: holder.claims })).json.ticket;
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const body = { title: 'Counted Mixer', date, time: '20:00', location: 'House', maxAttendees: 10, priceCents: 0 };

    // standing, chapter, transaction
    expect(await counted('createPartyEvent', { body, claims: president.claims })).toEqual([201, 3]);
    // standing, the event with its door's history (one Query), the event's tickets
    expect(await counted('getEventAnalytics', { params: { id: event.id }, claims: president.claims })).toEqual([200, 3]);
    // standing, event, door count and ticket in one BatchGet, redemption
    expect(await counted('validateTicket', { body: { eventId: event.id, qrCode: ticket.qrCode }, claims: president.claims })).toEqual([200, 3]);
    // the same again: already used, nothing written
    expect(await counted('validateTicket', { body: { eventId: event.id, qrCode: ticket.qrCode }, claims: president.claims })).toEqual([200, 2]);
  });

  it('the signed-in routes that used to read item by item: one BatchGet for what they check', async () => {
    const chapter = await newChapter();
    const president = await newLeader(chapter.id);
    const event = await newEvent(chapter.id, { maxAttendees: 1 });
    const holder = await newUser();
    const late = await newUser();
    // state (event, holder guard, profile), transaction
    expect(await counted('createFreeTicket', { params: { id: event.id }, claims: holder.claims })).toEqual([201, 2]);
    // already held, or sold out: the state read alone
    expect(await counted('createFreeTicket', { params: { id: event.id }, claims: holder.claims })).toEqual([200, 1]);
    expect(await counted('createFreeTicket', { params: { id: event.id }, claims: late.claims })).toEqual([409, 1]);
    // event with the viewer's RSVP, save and ticket; reviews; photos
    expect(await counted('getPartyEventForViewer', { params: { id: event.id }, claims: holder.claims })).toEqual([200, 2]);
    const ticket = (await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: holder.claims })).json.ticket;
    await invoke('validateTicket', { body: { eventId: event.id, qrCode: ticket.qrCode }, claims: president.claims });
    // event, ticket and profile in one BatchGet; the review's transaction
    expect(await counted('createReview', { params: { id: event.id }, body: { rating: 5 }, claims: holder.claims })).toEqual([201, 2]);
    // profile, chapter and the role's holder in one BatchGet; the request's transaction
    expect(await counted('createLeaderRequest', { body: { chapterId: chapter.id, role: 'media_manager' }, claims: late.claims })).toEqual([201, 2]);
  });

  it('the event page of a party with alcohol tells its viewer whether they are a sober monitor, at no extra call', async () => {
    const chapter = await newChapter();
    const [monitor, guest] = [await newUser(), await newUser()];
    const event = await newEvent(chapter.id, { alcoholAllowed: true, soberMonitors: [{ sub: monitor.sub, fullName: 'Mo Nitor' }] });
    const viewerOf = async (user: { claims: InvokeOptions['claims'] }) => {
      const res = await invokeCounted<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: user.claims });
      return [res.statusCode, res.calls, res.json.viewer?.soberMonitor];
    };
    // event with the viewer's RSVP, save and ticket (the monitors are on the event item); reviews and photos
    expect(await viewerOf(guest)).toEqual([200, 2, false]);
    expect(await viewerOf(monitor)).toEqual([200, 2, true]);
    // Only a monitor's page then asks for the code, and gets it.
    expect((await invoke<SoberMonitorCodeResponse>('getMySoberMonitorCode', { params: { id: event.id }, claims: monitor.claims })).json.monitor?.code).toMatch(/^SM\./);
  });

  it('a refusal costs the check alone, whatever the input', async () => {
    const student = await newUser();
    expect(await counted('validateTicket', { body: { eventId: '', qrCode: '' }, claims: student.claims })).toEqual([403, 1]);
    expect(await counted('createPartyEvent', { body: {}, claims: student.claims })).toEqual([403, 1]);
    expect(await counted('getAdminOverview', { claims: student.claims })).toEqual([403, 1]);
    expect(await counted('approveLeaderRequest', { params: { id: 'not-a-uuid' }, claims: student.claims })).toEqual([403, 1]);
  });

  it('"Sign out everywhere" is checked on the reads each route makes anyway: the same calls, and a voided token stops at them', async () => {
    const chapter = await newChapter();
    const president = await newLeader(chapter.id);
    const event = await newEvent(chapter.id);
    const student = await newUser();
    const admin = await newAdmin();
    const fence = Math.floor(Date.now() / 1000);
    await transactWrite([
      fenceProfileSessionsOp(student.sub, fence),
      fenceProfileSessionsOp(president.sub, fence),
      fenceProfileSessionsOp(admin.sub, fence),
      fenceAdminSessionsOp(admin.sub, fence),
    ]);
    const session = (who: { claims: Record<string, unknown> }, startedAt: number) => ({ ...who.claims, auth_time: startedAt, iat: startedAt });
    const id = { params: { id: event.id } };
    // [route, caller, input, status of a session begun after the fence, its calls — as many as before the check existed]
    const cases: [RouteId, { claims: Record<string, unknown> }, InvokeOptions, number, number][] = [
      ['getMe', student, {}, 200, 1],
      ['listMyTickets', student, {}, 200, 2],
      ['getPartyEventForViewer', student, id, 200, 2],
      ['getChapterForViewer', student, { params: { id: chapter.id } }, 200, 2],
      ['setPartyRsvp', student, { ...id, body: { status: 'going' } }, 200, 2],
      ['setPartySaved', student, { ...id, body: { saved: true } }, 200, 2],
      ['createFreeTicket', student, id, 201, 2],
      ['leaveWaitlist', student, id, 200, 2],
      ['getMySoberMonitorCode', student, id, 200, 1],
      ['getEventAnalytics', president, id, 200, 3],
      ['listAuditLog', admin, {}, 200, 2],
    ];
    for (const [route, who, input, status, calls] of cases) {
      const [voidedStatus, voidedCalls] = await counted(route, { ...input, claims: session(who, fence) });
      expect([route, voidedStatus], 'a session begun in the fence’s second is refused').toEqual([route, 401]);
      expect(voidedCalls, `${route} refused within its usual reads`).toBeLessThanOrEqual(calls);
      expect([route, ...(await counted(route, { ...input, claims: session(who, fence + 1) }))]).toEqual([route, status, calls]);
    }
  });

  it('an admin route: one read of the admin record before the route', async () => {
    const admin = await newAdmin();
    expect(await counted('approveLeaderRequest', { params: { id: 'not-a-uuid' }, claims: admin.claims })).toEqual([400, 1]);
  });
});
