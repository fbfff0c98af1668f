/**
 * Accounts on the whole local stack: a student signs up with an
 * e-mail code and a school, signs out and in again; a leader registers, an
 * admin approves on /admin, and the leader gets into the portal; the demo
 * president gets in directly.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Chapter } from '../../shared/api/types';
import { useBrowser } from '../support/browser';
import { DEMO_SCHOOL, DEMO_SCHOOL_CITY } from '../support/demo';
import { apiOk } from '../support/e2e/api';
import { ACCOUNT_MENU, signInOn, signOutOn, submitSignIn, urlOf } from '../support/e2e/pages';
import { demoPerson, schoolNamed, unique, uniqueEmail } from '../support/e2e/people';
import { dashLabel } from '../../web/src/lib/text';

const stack = inject('stack');
const { open } = useBrowser(() => urlOf(''));

/** The leader portal's sign-in with `email` and `password`. */
async function leaderSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(urlOf('/leader-auth'));
  await submitSignIn(page, { email, password });
}

describe('student accounts', () => {
  it('signs up with an e-mail code and a school, keeps the session over a reload, signs out and back in', async () => {
    const email = uniqueEmail('student');
    const password = 'secret123';
    const { page, errors } = await open('/auth?mode=signup');

    await page.getByLabel('Full name').fill('Riley Rush');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('School').selectOption({ label: DEMO_SCHOOL });
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByLabel('Verification code').fill(stack.cognitoCode);
    await page.getByRole('button', { name: 'Verify' }).click();

    // Signed in and back on the landing page, with the header of a signed-in student.
    await page.waitForURL(urlOf('/'));
    const avatar = page.getByRole('button', { name: ACCOUNT_MENU });
    await expect.poll(() => avatar.textContent()).toBe(email.slice(0, 2).toUpperCase());
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My School' }).waitFor();
    await nav.getByRole('link', { name: 'My Tickets' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Create Event' }).count()).toBe(0);

    // The profile was made from the sign-up: name and school show in the account menu.
    await avatar.click();
    const menu = page.getByRole('menu');
    await menu.getByText(email).first().waitFor();
    await menu.getByText(`Riley Rush · ${DEMO_SCHOOL}`).waitFor();
    await page.keyboard.press('Escape');

    // The session survives a reload.
    await page.reload();
    await avatar.waitFor();

    await signOutOn(page);
    await signInOn(page, { email, password });
    await page.waitForURL(urlOf('/'));
    expect(errors).toEqual([]);
  });
});

/** A fraternity of the demo school whose presidency is free (the demo chapter's roles are taken). */
async function chapterWithFreePresidency(): Promise<Chapter> {
  const school = await schoolNamed(DEMO_SCHOOL);
  const { chapters } = await apiOk('listSchoolChapters', { params: { id: school.id } });
  for (const chapter of chapters.filter((c) => c.type === 'fraternity')) {
    const roles = await apiOk('getChapterRoles', { params: { id: chapter.id } });
    if (!roles.taken.president) return chapter;
  }
  throw new Error(`no fraternity at ${DEMO_SCHOOL} has a free presidency`);
}

describe('the leader portal', () => {
  it('registers a leader, an admin approves, and the leader lands on /create-event', async () => {
    const chapter = await chapterWithFreePresidency();
    const email = uniqueEmail('leader');
    const password = 'leader123';
    const fullName = unique('Lee Leader');
    const { page, errors } = await open('/leader-auth');

    await page.getByRole('radio', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('1. School').selectOption({ label: `${DEMO_SCHOOL} - ${DEMO_SCHOOL_CITY}` });
    await page.getByRole('radio', { name: 'Fraternity' }).check();
    await page.getByLabel('3. Organization').selectOption({ label: dashLabel(chapter.letters, chapter.name) });
    await page.getByRole('radio', { name: 'President' }).check();
    await page.getByText(/require admin approval/).waitFor();
    await page.getByRole('button', { name: 'Register as Leader' }).click();

    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByLabel('Verification code').fill(stack.cognitoCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Leader request submitted!').waitFor();
    await page.waitForURL(urlOf('/'));
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    // Before approval the portal turns the leader away, signed out, and says why.
    await leaderSignIn(page, email, password);
    await page.getByText('This account does not have leader privileges. Please wait for admin approval.').waitFor();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    // The demo admin approves the request on /admin.
    await signInOn(page, await demoPerson('admin'));
    await page.goto(urlOf('/admin'));
    const request = page.getByRole('article', { name: `Request from ${fullName}` });
    await request.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Request Approved').waitFor();
    await signOutOn(page);

    // Now the leader gets in.
    await leaderSignIn(page, email, password);
    await page.waitForURL(urlOf('/create-event'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Event' }).waitFor();
    expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
  });

  it('lets the demo president in', async () => {
    const { page } = await open('/leader-auth');
    await submitSignIn(page, await demoPerson('president'));
    await page.waitForURL(urlOf('/create-event'));
  });
});
