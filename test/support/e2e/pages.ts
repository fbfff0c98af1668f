/**
 * Pages of an e2e journey in Chromium: signing in and out through the SPA's
 * own forms. The signed-in header is recognised by its account menu button,
 * whatever else its name says (e.g. the initials).
 */
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newCheckedPage } from '../browser';
import '../provided';

export const ACCOUNT_MENU = /account menu/i;

export interface Credentials {
  email: string;
  password: string;
}

/** The stack's URL of a path of the SPA. */
export function urlOf(path: string): string {
  return `${inject('stack').baseUrl}${path}`;
}

/** Fills the sign-in form the page shows (/auth or /leader-auth) and submits it. */
export async function submitSignIn(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

/** Signs in at /auth on this page and waits for the signed-in header. */
export async function signInOn(page: Page, who: Credentials): Promise<void> {
  await page.goto(urlOf('/auth?mode=login'));
  await submitSignIn(page, who);
  await page.getByRole('button', { name: ACCOUNT_MENU }).waitFor();
}

/** A new checked page (fails on script errors), signed in as `who`, then at `path`. */
export async function signedInPage(browser: Browser, who: Credentials, path: string): Promise<{ page: Page; errors: string[] }> {
  const checked = await newCheckedPage(browser);
  await signInOn(checked.page, who);
  await checked.page.goto(urlOf(path));
  return checked;
}

/** Signs out through the account menu and waits for the signed-out landing page. */
export async function signOutOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: ACCOUNT_MENU }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('Signed out', { exact: true }).waitFor();
  await page.getByText('You have been successfully signed out').waitFor();
  await page.waitForURL(urlOf('/'));
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
}
