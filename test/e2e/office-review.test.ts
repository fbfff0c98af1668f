/**
 * The Greek-life office in Chromium on the whole local stack.
 * Its review: the demo school requires approval; the president's new party
 * with alcohol waits for it (a student cannot get a ticket); the office
 * returns it from /office with a comment; the president reads the comment on
 * the event page and resubmits; the office approves; the student gets a ticket.
 * Its record of sober-monitor training: the school counts training for 30
 * days; a day the office records at /office that is too old on the party's
 * date keeps the president from naming that member a monitor (the refusal
 * names them, nothing is saved); a recent day recorded there lets them.
 * The school's rules are put back after each (the e2e files share the stack, one at a time).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolRules } from '../../shared/school-rules';
import { addCalendarDays } from '../../shared/dates';
import { AWAITING_APPROVAL } from '../../shared/event-review';
import { useBrowser } from '../support/browser';
import { apiOk, callApi } from '../support/e2e/api';
import { freeTicket, newPartyEvent, todayAtDemoSchool } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent, unique, type Person } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));
let restore: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await restore?.();
  restore = undefined;
});

/** The demo school's id, its rules changed by `change` until the test ends. */
async function demoSchoolRuling(admin: Person, office: Person, change: Partial<SchoolRules>): Promise<string> {
  const schoolId = (await apiOk('getMe', { token: office.token })).office!.schoolId;
  const before: SchoolRules = (await apiOk('getSchoolRules', { token: admin.token, params: { id: schoolId } })).rules;
  restore = () => apiOk('updateSchoolRules', { token: admin.token, params: { id: schoolId }, body: before });
  await apiOk('updateSchoolRules', { token: admin.token, params: { id: schoolId }, body: { ...before, ...change } });
  return schoolId;
}

describe("the office's review of a party", () => {
  it('return with a comment, resubmit, approve: then, and only then, a student gets a ticket', async () => {
    const [admin, office, president] = await Promise.all([demoPerson('admin'), demoPerson('office'), demoPerson('president')]);
    await demoSchoolRuling(admin, office, { approvalRequired: true });

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

describe("the office's record of sober-monitor training", () => {
  it('a monitor whose training is too old on the party\'s date cannot be named; trained recently, they can', async () => {
    const [admin, office] = await Promise.all([demoPerson('admin'), demoPerson('office')]);
    const schoolId = await demoSchoolRuling(admin, office, { monitorTrainingValidDays: 30 });
    // A chapter of its own at the office's school (the demo chapter's members are other journeys' personas): its president and a member.
    const { organization } = await apiOk('createOrganization', { token: admin.token, body: { name: unique('E2E Trained Colony'), schoolId, type: 'fraternity' } });
    const [president, member] = await Promise.all([newStudent('training-president'), newStudent('training-monitor')]);
    await apiOk('assignRoleDirectly', { token: admin.token, body: { sub: president.sub, chapterId: organization.id, role: 'president' } });
    await apiOk('assignRoleDirectly', { token: admin.token, body: { sub: member.sub, chapterId: organization.id, role: 'media_manager' } });
    // A week ahead (ten guests: one monitor); trained 30 days before today is 37 before the party, yesterday is 8.
    const event = await newPartyEvent(president, 'Trained Mixer', { alcoholAllowed: true, maxAttendees: 10 });
    const [tooOld, recent] = [addCalendarDays(todayAtDemoSchool(), -30), addCalendarDays(todayAtDemoSchool(), -1)];

    const desk = await signedInPage(browser(), office, '/office');
    const chapters = desk.page.getByRole('region', { name: 'Chapters' });
    await chapters.getByLabel('Chapter').selectOption({ label: organization.name });
    const recordTraining = async (day: string) => {
      await chapters.getByLabel(`Training date of ${member.fullName}`).fill(day);
      await chapters.getByRole('button', { name: `Save training of ${member.fullName}` }).click();
      await chapters.getByText(`Trained ${day}`).waitFor();
    };
    await recordTraining(tooOld);

    const chapter = await signedInPage(browser(), president, `/party-events/${event.id}/analytics`);
    const panel = chapter.page.getByRole('region', { name: 'Registration packet' });
    await panel.getByRole('button', { name: 'Choose Sober Monitors' }).click();
    await panel.getByRole('checkbox', { name: member.fullName }).check();
    await panel.getByRole('button', { name: 'Save Sober Monitors' }).click();
    await chapter.page.getByText(`${member.fullName}'s sober-monitor training on ${tooOld} is more than 30 days old on the event's date, ${event.date}`).first().waitFor();
    expect(await panel.getByText('Named:').count()).toBe(0);
    expect((await apiOk('getEventPaperwork', { token: president.token, params: { id: event.id } })).soberMonitors).toEqual([]);

    await recordTraining(recent);
    await panel.getByRole('button', { name: 'Save Sober Monitors' }).click();
    await chapter.page.getByText('Sober monitors saved').first().waitFor();
    await panel.getByText(`${member.fullName}: Trained ${recent}`).waitFor();
    expect((await apiOk('getEventPaperwork', { token: president.token, params: { id: event.id } })).soberMonitors.map((m) => m.sub)).toEqual([member.sub]);
    // The one refusal is the console's only line.
    expect([desk.errors, chapter.errors]).toEqual([[], ['Failed to load resource: the server responded with a status of 400 (Bad Request)']]);
  });
});
