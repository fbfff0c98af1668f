/**
 * Accounts on the whole local stack (issue 3): a student signs up with an
 * e-mail code and a school, signs out and in again; a leader registers, an
 * admin approves on /admin, and the leader gets into the portal; the demo
 * president gets in directly.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Chapter, ChapterRolesResponse, SchoolChaptersResponse, SchoolListResponse } from '../../shared/api/types';
import { useBrowser } from '../support/browser';

const stack = inject('stack');
let run = 0;
const { open } = useBrowser(() => stack.baseUrl);

/** A fresh address per test run (the stack lives for the whole e2e run). */
function uniqueEmail(kind: string): string {
  run += 1;
  return `${kind}.${process.pid}.${run}@e2e.greekcampus.test`;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/api${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

function account(kind: string) {
  const found = stack.accounts.find((a) => a.kind === kind);
  if (!found) throw new Error(`demo account ${kind} missing: the e2e stack seeds the demo accounts`);
  return found;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/auth?mode=login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.getByRole('button', { name: /, account menu$/ }).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('Signed out', { exact: true }).waitFor();
  await page.getByText('You have been successfully signed out').waitFor();
  await page.waitForURL(`${stack.baseUrl}/`);
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
}

describe('student accounts', () => {
  it('signs up with an e-mail code and a school, keeps the session over a reload, signs out and back in', async () => {
    const email = uniqueEmail('student');
    const password = 'secret123';
    const { page, errors } = await open('/auth?mode=signup');

    await page.getByLabel('Full name').fill('Riley Rush');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('School').selectOption({ label: 'University of Alabama' });
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    const verify = page.getByRole('button', { name: 'Verify' });
    await page.getByLabel('Verification code').fill(stack.cognitoCode);
    await verify.click();

    // Signed in and back on the landing page, with the header of a signed-in student.
    await page.waitForURL(`${stack.baseUrl}/`);
    const avatar = page.getByRole('button', { name: /, account menu$/ });
    await expect.poll(() => avatar.textContent()).toBe(email.slice(0, 2).toUpperCase());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My School' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Tickets' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Event' }).count()).toBe(0);

    // The profile was made from the sign-up: name and school show in the account menu.
    await avatar.click();
    const menu = page.getByRole('menu');
    await menu.getByText(email).first().waitFor();
    await menu.getByText('Riley Rush · University of Alabama').waitFor();
    await page.keyboard.press('Escape');

    // The session survives a reload.
    await page.reload();
    await page.getByRole('button', { name: /, account menu$/ }).waitFor();

    await signOut(page);
    await signIn(page, email, password);
    await page.waitForURL(`${stack.baseUrl}/`);
    expect(errors).toEqual([]);
  });
});

/** A chapter of the demo school whose presidency is free (the demo chapter's roles are taken). */
async function chapterWithFreePresidency(): Promise<Chapter> {
  const { schools } = await getJson<SchoolListResponse>('/schools');
  const school = schools.find((s) => s.name === 'University of Alabama')!;
  const { chapters } = await getJson<SchoolChaptersResponse>(`/schools/${school.id}/chapters`);
  for (const chapter of chapters.filter((c) => c.type === 'fraternity')) {
    const roles = await getJson<ChapterRolesResponse>(`/chapters/${chapter.id}/roles`);
    if (!roles.taken.president) return chapter;
  }
  throw new Error('no fraternity at the University of Alabama has a free presidency');
}

describe('the leader portal', () => {
  it('registers a leader, an admin approves, and the leader lands on /create-event', async () => {
    const chapter = await chapterWithFreePresidency();
    const email = uniqueEmail('leader');
    const password = 'leader123';
    const fullName = `Lee Leader ${run}`;
    const { page, errors } = await open('/leader-auth');

    await page.getByRole('radio', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('1. School').selectOption({ label: 'University of Alabama - Tuscaloosa' });
    await page.getByRole('radio', { name: 'Fraternity' }).check();
    await page.getByLabel('3. Organization').selectOption({ label: `${chapter.letters} - ${chapter.name}` });
    await page.getByRole('radio', { name: 'President' }).check();
    await page.getByText(/require admin approval/).waitFor();
    await page.getByRole('button', { name: 'Register as Leader' }).click();

    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByLabel('Verification code').fill(stack.cognitoCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Leader request submitted!').waitFor();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    // Before approval the portal turns the leader away (no organization yet), signed out.
    await page.goto(`${stack.baseUrl}/leader-auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByText('This account is not associated with an organization').waitFor();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    // The demo admin approves the request on /admin.
    const admin = account('admin');
    await signIn(page, admin.email, stack.demoPassword);
    await page.goto(`${stack.baseUrl}/admin`);
    const request = page.getByRole('article', { name: `Request from ${fullName}` });
    await request.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Request Approved').waitFor();
    await signOut(page);

    // Now the leader gets in.
    await page.goto(`${stack.baseUrl}/leader-auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL(`${stack.baseUrl}/create-event`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Event' }).waitFor();
    expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
  });

  it('lets the demo president in', async () => {
    const president = account('president');
    const { page } = await open('/leader-auth');
    await page.getByLabel('Email').fill(president.email);
    await page.getByLabel('Password').fill(stack.demoPassword);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL(`${stack.baseUrl}/create-event`);
  });
});
