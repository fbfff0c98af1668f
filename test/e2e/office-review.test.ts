/**
 * The Greek-life office's review in Chromium on the whole local stack: the
 * demo school requires approval; the president's new party with alcohol
 * waits for it (a student cannot get a ticket); the office returns it from
 * /office with a comment; the president reads the comment on the event page
 * and resubmits; the office approves; the student gets a ticket. The school's
 * rules are put back afterwards (the e2e files share the stack, one at a time).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { SchoolRules } from '../../shared/school-rules';
import { AWAITING_APPROVAL } from '../../shared/event-review';
import { useBrowser } from '../support/browser';
import { apiOk, callApi } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));
let restore: (() => Promise<unknown>) | undefined;
afterAll(async () => restore?.());

describe("the office's review of a party", () => {
  it('return with a comment, resubmit, approve: then, and only then, a student gets a ticket', async () => {
    const [admin, office, president] = await Promise.all([demoPerson('admin'), demoPerson('office'), demoPerson('president')]);
    const schoolId = (await apiOk('getMe', { token: office.token })).office!.schoolId;
    const before: SchoolRules = (await apiOk('getSchoolRules', { token: admin.token, params: { id: schoolId } })).rules;
    restore = () => apiOk('updateSchoolRules', { token: admin.token, params: { id: schoolId }, body: before });
    await apiOk('updateSchoolRules', { token: admin.token, params: { id: schoolId }, body: { ...before, approvalRequired: true } });

    // Ten guests: one sober monitor covers them at the demo school's ratio; the president names themself.
    const event = await newPartyEvent(president, 'Reviewed Mixer', { alcoholAllowed: true, maxAttendees: 10 });
    expect(event.status).toBe('inReview');
    await apiOk('setSoberMonitors', { token: president.token, params: { id: event.id }, body: { subs: [president.sub] } });
    const student = await newStudent('review-guest');
    const refused = await callApi('createFreeTicket', { token: student.token, params: { id: event.id } });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([409, AWAITING_APPROVAL]);

    // The office returns it from /office.
    const desk = await signedInPage(browser(), office, '/office');
    const row = desk.page.getByRole('row').filter({ has: desk.page.getByRole('link', { name: event.title }) });
    await row.getByText('Awaiting review').waitFor();
    await row.getByRole('button', { name: `Return ${event.title}` }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Return ${event.title}?` });
    await dialog.getByLabel('What should the chapter change?').fill('Give the venue’s full address, please');
    await dialog.getByRole('button', { name: 'Return to the chapter' }).click();
    await row.getByText('Returned', { exact: true }).waitFor();

    // The president reads the comment and resubmits.
    const chapter = await signedInPage(browser(), president, `/party-events/${event.id}`);
    const card = chapter.page.getByRole('region', { name: 'Greek-life office review' });
    await card.getByText('Give the venue’s full address, please').waitFor();
    await card.getByRole('button', { name: 'Resubmit to the office' }).click();
    await card.getByText('Awaiting the Greek-life office').waitFor();

    // The office approves.
    await desk.page.reload();
    await row.getByRole('button', { name: `Approve ${event.title}` }).click();
    await row.getByText('Approved', { exact: true }).waitFor();

    expect((await freeTicket(student, event)).eventId).toBe(event.id);
    expect([...desk.errors, ...chapter.errors]).toEqual([]);
  });
});
