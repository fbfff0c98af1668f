/**
 * The signed-in screens on the whole local stack: the way back after
 * signing in, My School (change school, organizations), RSVP on a Greek-life
 * event, the admin dashboard for the demo admin, a session the API refuses
 * sent to sign in, and a student turned away from /admin. What a test
 * changes belongs to an account it signed up itself.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isEventOver } from '../../shared/event-over';
import { newCheckedPage, useBrowser } from '../support/browser';
import { DEMO_CHAPTER, DEMO_SCHOOL, DEMO_SCHOOL_STATE } from '../support/demo';
import { apiOk } from '../support/e2e/api';
import { ACCOUNT_MENU, signedInPage, submitSignIn, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

/** Change School → choose `label` → Save School, and wait for the school view of `name`. */
async function changeSchool(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Change School' }).click();
  const save = page.getByRole('button', { name: 'Save School' });
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel('School', { exact: true }).selectOption({ label });
  await save.click();
  await page.getByText('Your school has been updated').first().waitFor();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Another school than the demo one that has chapters, found the way the page finds them. */
async function otherSchoolWithChapters(): Promise<{ name: string; state: string; chapter: string }> {
  const { schools } = await apiOk('listSchools', {});
  for (const school of schools.filter((s) => s.name !== DEMO_SCHOOL)) {
    const { chapters } = await apiOk('listSchoolChapters', { params: { id: school.id } });
    if (chapters.length > 0) return { name: school.name, state: school.state, chapter: chapters[0]!.name };
  }
  throw new Error('no other school has chapters');
}

describe('signed-in screens', () => {
  it('sends a signed-out visitor from /my-school to sign in and brings them back', async () => {
    const student = await newStudent('returning');
    const { page, errors } = await newCheckedPage(browser());
    await page.goto(urlOf('/my-school'));
    await page.waitForURL(urlOf('/auth?mode=login&redirect=%2Fmy-school'));
    await submitSignIn(page, student);
    await page.getByRole('button', { name: ACCOUNT_MENU }).waitFor();
    await page.waitForURL(urlOf('/my-school'));
    await page.getByRole('heading', { level: 1, name: DEMO_SCHOOL }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets a student change school at /my-school and see its organizations', async () => {
    const other = await otherSchoolWithChapters();
    const student = await newStudent('school-changer');
    const { page, errors } = await signedInPage(browser(), student, '/my-school');
    await page.getByRole('heading', { level: 1, name: DEMO_SCHOOL }).waitFor();
    await page.getByRole('link', { name: DEMO_CHAPTER }).first().waitFor();
    await page.getByRole('grid').waitFor();

    await changeSchool(page, `${other.name} - ${other.state}`, other.name);
    await page.getByRole('link', { name: other.chapter, exact: true }).first().waitFor();
    // The choice is stored: a reload shows the same school.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    expect((await apiOk('getMe', { token: student.token })).profile.schoolName).toBe(other.name);

    // And back, with its sororities.
    await changeSchool(page, `${DEMO_SCHOOL} - ${DEMO_SCHOOL_STATE}`, DEMO_SCHOOL);
    await page.getByRole('button', { name: 'Sororities' }).click();
    await page.getByRole('link', { name: DEMO_CHAPTER }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('lets a student RSVP to a Greek-life event and take it back', async () => {
    const { events } = await apiOk('listGreekEvents', {});
    expect(events.length).toBeGreaterThan(0);
    // The list starts from today: an event from this morning may already be over, and takes no RSVP then.
    const event = events.find((e) => !isEventOver(e, new Date()))!;
    const student = await newStudent('rsvp');
    const { page, errors } = await signedInPage(browser(), student, `/events/${event.id}`);
    const interested = page.getByRole('button', { name: 'Interested' });
    await page.getByRole('button', { name: 'Interested', pressed: false }).waitFor();
    await interested.click();
    await page.getByText('Marked as interested').waitFor();
    await page.getByRole('button', { name: 'Interested', pressed: true }).waitFor();
    expect((await apiOk('getGreekEventRsvp', { token: student.token, params: { id: event.id } })).status).toBe('interested');
    await interested.click();
    await page.getByText('RSVP removed').waitFor();
    await page.getByRole('button', { name: 'Interested', pressed: false }).waitFor();
    expect((await apiOk('getGreekEventRsvp', { token: student.token, params: { id: event.id } })).status).toBeNull();
    expect(errors).toEqual([]);
  });

  it('shows the demo admin the dashboard with its stat cards and the Approvals tab', async () => {
    const { page, errors } = await signedInPage(browser(), await demoPerson('admin'), '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    for (const card of ['Total Users', 'Pending Approvals', 'Active Events', 'Organizations', 'Schools']) {
      await page.getByRole('heading', { name: card, exact: true }).waitFor();
    }
    await page.getByText(/in the last 7 days/).waitFor();
    await page.getByRole('tab', { name: 'Approvals', selected: true }).waitFor();
    await page.getByRole('heading', { name: /^Pending Requests \(\d+\)$/ }).waitFor();
    await page.getByRole('heading', { name: 'Recent Reviews' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('signs out a session the API refuses (its token forged) and sends it to sign in, then back', async () => {
    const student = await newStudent('refused');
    const { page, errors } = await signedInPage(browser(), student, '/');
    await page.getByRole('button', { name: ACCOUNT_MENU }).waitFor();
    // The SPA decodes its tokens but never verifies them; the API does, and answers 401.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.accessToken'))!;
      const token = localStorage.getItem(key)!;
      localStorage.setItem(key, `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    });
    await page.goto(urlOf('/my-tickets'));
    await page.waitForURL(urlOf('/auth?mode=login&redirect=%2Fmy-tickets'));
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await submitSignIn(page, student);
    await page.waitForURL(urlOf('/my-tickets'));
    await page.getByRole('button', { name: ACCOUNT_MENU }).waitFor();
    // The 401 itself is logged by the browser; nothing else may fail.
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
  });

  it('turns a student away from /admin to / with "Access Denied"', async () => {
    const { page, errors } = await signedInPage(browser(), await newStudent('not-admin'), '/admin');
    await page.getByText('Access Denied', { exact: true }).waitFor();
    await page.getByText("You don't have permission to access this page").waitFor();
    await page.waitForURL(urlOf('/'));
    // The 403 itself is logged by the browser; nothing else may fail.
    expect(errors.filter((e) => !/403|Forbidden/.test(e))).toEqual([]);
  });
});
