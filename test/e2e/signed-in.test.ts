/**
 * The signed-in screens on the whole local stack (issue 3): the way back after
 * signing in, My School (change school, organizations), RSVP on a Greek-life
 * event, the admin dashboard for the demo admin, and a student turned away
 * from /admin.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { GreekEventListResponse, SchoolChaptersResponse, SchoolListResponse } from '../../shared/api/types';
import { newCheckedPage, useBrowser } from '../support/browser';

const stack = inject('stack');
const DEMO_SCHOOL = 'University of Alabama';
const { browser } = useBrowser(() => stack.baseUrl);

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/api${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

function account(kind: 'student' | 'admin') {
  const found = stack.accounts.find((a) => a.kind === kind);
  if (!found) throw new Error(`demo account ${kind} missing: the e2e stack seeds the demo accounts`);
  return found;
}

/** Fills the /auth sign-in form the page is on with a demo account. */
async function fillSignIn(page: Page, kind: 'student' | 'admin'): Promise<void> {
  await page.getByLabel('Email').fill(account(kind).email);
  await page.getByLabel('Password').fill(stack.demoPassword);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.getByRole('button', { name: /, account menu$/ }).waitFor();
}

/** A new page signed in as a demo account, then at `path`. */
async function signedIn(kind: 'student' | 'admin', path: string): Promise<{ page: Page; errors: string[] }> {
  const checked = await newCheckedPage(browser());
  await checked.page.goto(`${stack.baseUrl}/auth?mode=login`);
  await fillSignIn(checked.page, kind);
  await checked.page.goto(`${stack.baseUrl}${path}`);
  return checked;
}

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

describe('signed-in screens', () => {
  it('sends a signed-out visitor from /my-school to sign in and brings them back', async () => {
    const { page, errors } = await newCheckedPage(browser());
    await page.goto(`${stack.baseUrl}/my-school`);
    await page.waitForURL(`${stack.baseUrl}/auth?mode=login&redirect=%2Fmy-school`);
    await fillSignIn(page, 'student');
    await page.waitForURL(`${stack.baseUrl}/my-school`);
    await page.getByRole('heading', { level: 1, name: DEMO_SCHOOL }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets the demo student change school at /my-school and see its organizations', async () => {
    // Another school that has chapters, found the way the page finds them.
    const { schools } = await getJson<SchoolListResponse>('/schools');
    let other: { name: string; state: string; chapter: string } | undefined;
    for (const school of schools.filter((s) => s.name !== DEMO_SCHOOL)) {
      const { chapters } = await getJson<SchoolChaptersResponse>(`/schools/${school.id}/chapters`);
      if (chapters.length > 0) {
        other = { name: school.name, state: school.state, chapter: chapters[0]!.name };
        break;
      }
    }
    expect(other).toBeDefined();

    const { page, errors } = await signedIn('student', '/my-school');
    await page.getByRole('heading', { level: 1, name: DEMO_SCHOOL }).waitFor();
    await page.getByRole('link', { name: 'Alpha Epsilon Phi' }).first().waitFor();
    await page.getByRole('grid').waitFor();

    await changeSchool(page, `${other!.name} - ${other!.state}`, other!.name);
    await page.getByRole('link', { name: other!.chapter, exact: true }).first().waitFor();
    // The choice is stored: a reload shows the same school.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: other!.name }).waitFor();

    // Back to the demo school (other journeys expect it), and its sororities.
    await changeSchool(page, `${DEMO_SCHOOL} - AL`, DEMO_SCHOOL);
    await page.getByRole('button', { name: 'Sororities' }).click();
    await page.getByRole('link', { name: 'Alpha Epsilon Phi' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('lets the demo student RSVP to a Greek-life event and take it back', async () => {
    const { events } = await getJson<GreekEventListResponse>('/events');
    expect(events.length).toBeGreaterThan(0);
    const { page, errors } = await signedIn('student', `/events/${events[0]!.id}`);
    const interested = page.getByRole('button', { name: 'Interested' });
    await page.getByRole('button', { name: 'Interested', pressed: false }).waitFor();
    await interested.click();
    await page.getByText('Marked as interested').waitFor();
    await page.getByRole('button', { name: 'Interested', pressed: true }).waitFor();
    await interested.click();
    await page.getByText('RSVP removed').waitFor();
    await page.getByRole('button', { name: 'Interested', pressed: false }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the demo admin the dashboard with its stat cards and the Approvals tab', async () => {
    const { page, errors } = await signedIn('admin', '/admin');
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

  it('turns the demo student away from /admin to / with "Access Denied"', async () => {
    const { page, errors } = await signedIn('student', '/admin');
    await page.getByText('Access Denied', { exact: true }).waitFor();
    await page.getByText("You don't have permission to access this page").waitFor();
    await page.waitForURL(`${stack.baseUrl}/`);
    // The 403 itself is logged by the browser; nothing else may fail.
    expect(errors.filter((e) => !/403|Forbidden/.test(e))).toEqual([]);
  });
});
