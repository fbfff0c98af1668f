/**
 * The Greek-life office's review of an event with alcohol at a school whose
 * rules require approval: the event is created awaiting it (no ticket, no
 * list, no page but for its chapter, the office and admins), the office
 * returns it with a comment or approves it (refused while the school's
 * sober-monitor ratio is not met), the chapter resubmits; every step is
 * audited and mailed to the chapter's leaders, and two decisions at once
 * settle once.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, OfficeEventRow, OfficeEventsResponse, PartyEventPageResponse } from '../../../shared/api/types';
import { AWAITING_APPROVAL, COMMENT_REQUIRED, NOT_SUBMITTED } from '../../../shared/event-review';
import { clock } from '../../../functions/lib/clock';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { listActiveEventsFrom } from '../../../functions/domains/catalog/party-events/party-events';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { storedMails } from '../../support/inbox';
import { useFreshTable } from '../../support/table';
import { newUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';

useFreshTable();
useJobQueue();
afterEach(() => vi.restoreAllMocks());

const NOW = '2031-01-05T12:00:00Z';

/** A school requiring approval (one monitor for the first 20 guests, one per 20 more), its president, an office and a student. */
async function reviewedSchool(label: string) {
  vi.spyOn(clock, 'now').mockReturnValue(new Date(NOW));
  const school = await schoolWithRules('AZ', { approvalRequired: true }, `Pat ${label}`);
  const office = await newUser({ fullName: `Olive ${label}` });
  const granted = await invoke('grantOfficeRole', { params: { id: office.sub }, body: { schoolId: school.school.id }, claims: school.admin.claims });
  expect(granted.statusCode).toBe(200);
  const student = await newUser({ fullName: `Sam ${label}` });
  return { ...school, office, student };
}

async function createSubmitted(president: { claims: Record<string, unknown> }, extra: Record<string, unknown> = {}) {
  const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ maxAttendees: 40, title: `Reviewed ${crypto.randomUUID()}`, ...extra }), claims: president.claims });
  expect(created.statusCode, created.text).toBe(201);
  return created.json.event;
}

const decide = (route: 'approvePartyEvent' | 'returnPartyEvent', id: string, claims: Record<string, unknown>, comment?: string) =>
  invoke<OfficeEventRow & { message?: string }>(route, { params: { id }, claims, ...(comment === undefined ? {} : { body: { comment } }) });

describe("the office's review of an event with alcohol", () => {
  it('keeps it unlisted and unsold until approved; return with a comment, resubmit, approve once the monitors are named; audited and mailed', async () => {
    const { president, office, student, chapter } = await reviewedSchool('Flow');
    const event = await createSubmitted(president);
    expect([event.status, event.review?.state]).toEqual(['inReview', 'submitted']);

    // Nobody else finds it or gets a ticket.
    expect((await listActiveEventsFrom(event.date)).some((e) => e.id === event.id)).toBe(false);
    expect((await invoke('getPartyEvent', { params: { id: event.id } })).statusCode).toBe(404);
    expect((await invoke('getPartyEventForViewer', { params: { id: event.id }, claims: student.claims })).statusCode).toBe(404);
    const asPresident = await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: president.claims });
    expect([asPresident.statusCode, asPresident.json.event.review?.state]).toEqual([200, 'submitted']);
    expect((await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: office.claims })).statusCode).toBe(200);
    const ticket = await invoke<{ message: string }>('createFreeTicket', { params: { id: event.id }, claims: student.claims });
    expect([ticket.statusCode, ticket.json.message]).toEqual([409, AWAITING_APPROVAL]);
    const line = await invoke<{ message: string }>('joinWaitlist', { params: { id: event.id }, claims: student.claims });
    expect([line.statusCode, line.json.message]).toEqual([409, AWAITING_APPROVAL]);

    // The office's list says what stops approval; approving now is refused and changes nothing.
    const listed = (await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: office.claims })).json.events.find((e) => e.id === event.id)!;
    expect([listed.status, listed.review?.state, listed.monitorsRequired, listed.blockers]).toEqual(['inReview', 'submitted', 2, ['Name 2 sober monitors for 40 guests (0 named)']]);
    const early = await decide('approvePartyEvent', event.id, office.claims);
    expect([early.statusCode, early.json.message]).toEqual([409, 'Not approved yet: Name 2 sober monitors for 40 guests (0 named)']);

    const blank = await decide('returnPartyEvent', event.id, office.claims, '   ');
    expect([blank.statusCode, blank.json.message]).toEqual([400, COMMENT_REQUIRED]);
    const returned = await decide('returnPartyEvent', event.id, office.claims, 'Name your sober monitors, then resubmit');
    expect([returned.statusCode, returned.json.review?.state, returned.json.review?.comment]).toEqual([200, 'returned', 'Name your sober monitors, then resubmit']);
    expect((await decide('approvePartyEvent', event.id, office.claims)).json.message).toBe(NOT_SUBMITTED);

    const members = [await newUser({ chapterId: chapter.id }), await newUser({ chapterId: chapter.id })];
    expect((await invoke('setSoberMonitors', { params: { id: event.id }, body: { subs: members.map((m) => m.sub) }, claims: president.claims })).statusCode).toBe(200);
    const resubmitted = await invoke<CreatePartyEventResponse>('resubmitPartyEvent', { params: { id: event.id }, claims: president.claims });
    expect([resubmitted.statusCode, resubmitted.json.event.review?.state]).toEqual([200, 'submitted']);
    expect((await invoke<{ message: string }>('resubmitPartyEvent', { params: { id: event.id }, claims: president.claims })).statusCode).toBe(409);

    const approved = await decide('approvePartyEvent', event.id, office.claims);
    expect([approved.statusCode, approved.json.status, approved.json.review?.state]).toEqual([200, 'active', 'approved']);
    expect((await listActiveEventsFrom(event.date)).some((e) => e.id === event.id)).toBe(true);
    expect((await invoke('createFreeTicket', { params: { id: event.id }, claims: student.claims })).statusCode).toBe(201);

    const audit = (await listAuditEntries(10_000)).filter((e) => e.targetId === event.id).map((e) => e.action);
    expect(audit.sort()).toEqual(['APPROVE_EVENT', 'RESUBMIT_EVENT', 'RETURN_EVENT', 'SUBMIT_EVENT']);
    const subjects = async () => (await storedMails()).filter((m) => m.destination.to.includes(president.email) && m.subject.startsWith(event.title)).map((m) => m.subject);
    await expect.poll(async () => (await subjects()).length, { timeout: 30_000 }).toBe(4);
    expect((await subjects()).sort()).toEqual(
      [
        `${event.title} is waiting for the Greek-life office's approval`,
        `${event.title} was returned by the Greek-life office`,
        `${event.title} is waiting for the Greek-life office's approval`,
        `${event.title} is approved: tickets are on sale`,
      ].sort(),
    );
  });

  it('settles two decisions at once once; refuses another school’s office, and an event that was never submitted', async () => {
    const { president, office, chapter, school } = await reviewedSchool('Race');
    const event = await createSubmitted(president, { maxAttendees: 10 });
    const monitor = await newUser({ chapterId: chapter.id });
    expect((await invoke('setSoberMonitors', { params: { id: event.id }, body: { subs: [monitor.sub] }, claims: president.claims })).statusCode).toBe(200);
    const colleague = await newUser();
    await invoke('grantOfficeRole', { params: { id: colleague.sub }, body: { schoolId: school.id }, claims: (await reviewedSchool('Admin')).admin.claims });

    const elsewhere = await reviewedSchool('Elsewhere');
    expect((await decide('approvePartyEvent', event.id, elsewhere.office.claims)).statusCode).toBe(403);

    const both = await Promise.all([decide('approvePartyEvent', event.id, office.claims), decide('returnPartyEvent', event.id, colleague.claims, 'Too late, sorry')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const steps = (await listAuditEntries(10_000)).filter((e) => e.targetId === event.id && e.action !== 'SUBMIT_EVENT');
    expect(steps).toHaveLength(1);

    // Without alcohol the office has nothing to approve: the event is on sale at once.
    const plain = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ alcoholAllowed: false, title: 'Plain' }), claims: president.claims });
    expect([plain.json.event.status, plain.json.event.review]).toEqual(['active', undefined]);
    expect((await decide('approvePartyEvent', plain.json.event.id, office.claims)).json.message).toBe(NOT_SUBMITTED);
  });
});
