/**
 * The ticket journey of issue 4 on the whole local stack, in Chromium: the
 * demo student gets a free ticket and buys a paid one (sandbox card), sees
 * both in My Tickets with QR codes; the demo president lets one in at
 * /validate-ticket (typed code) and a second scan is refused; the student can
 * then review the event; the president's analytics show the sale and the
 * check-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type {
  MyTicketsResponse,
  PartyEventListItem,
  PartyEventListResponse,
  PartyEventPageResponse,
  SchoolChaptersResponse,
  SchoolListResponse,
} from '../../shared/api/types';
import type { DemoAccountKind } from '../../infra/local/demo-accounts';
import { signIn as cognitoSignIn } from '../support/cognito';
import { newCheckedPage, useBrowser } from '../support/browser';

const stack = inject('stack');
const { browser } = useBrowser(() => stack.baseUrl);
const DEMO_SCHOOL = 'University of Alabama';
const DEMO_CHAPTER = 'Alpha Epsilon Phi';

function account(kind: DemoAccountKind) {
  const found = stack.accounts.find((a) => a.kind === kind);
  if (!found) throw new Error(`demo account ${kind} missing: the e2e stack seeds the demo accounts`);
  return found;
}

/** An API read, signed in when a token is given. */
async function getJson<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

async function accessToken(kind: DemoAccountKind): Promise<string> {
  const pool = { userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const tokens = await cognitoSignIn(account(kind).email, stack.demoPassword, { pool, endpoint: stack.endpoints.cognito });
  return tokens.accessToken;
}

/** A new page signed in through /auth as a demo account, then at `path`. */
async function signedIn(kind: DemoAccountKind, path: string): Promise<{ page: Page; errors: string[] }> {
  const checked = await newCheckedPage(browser());
  const { page } = checked;
  await page.goto(`${stack.baseUrl}/auth?mode=login`);
  await page.getByLabel('Email').fill(account(kind).email);
  await page.getByLabel('Password').fill(stack.demoPassword);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.getByRole('button', { name: /, account menu$/ }).waitFor();
  await page.goto(`${stack.baseUrl}${path}`);
  return checked;
}

/** Two events of the demo chapter, one free and one paid, with seats left and no ticket of the student yet. */
async function pickEvents(studentToken: string): Promise<{ free: PartyEventListItem; paid: PartyEventListItem }> {
  const { schools } = await getJson<SchoolListResponse>('/schools');
  const school = schools.find((s) => s.name === DEMO_SCHOOL)!;
  const { chapters } = await getJson<SchoolChaptersResponse>(`/schools/${school.id}/chapters`);
  const chapter = chapters.find((c) => c.name === DEMO_CHAPTER)!;
  expect(chapter, `${DEMO_CHAPTER} at ${DEMO_SCHOOL}`).toBeDefined();
  const { events } = await getJson<PartyEventListResponse>(`/party-events?school=${school.id}&org=${chapter.id}&limit=100`);
  const open: PartyEventListItem[] = [];
  for (const e of events.filter((e) => e.ticketsSold < e.maxAttendees)) {
    const page = await getJson<PartyEventPageResponse>(`/party-events/${e.id}/viewer`, studentToken);
    if (!page.viewer?.ticket) open.push(e);
  }
  const free = open.find((e) => e.priceCents === 0);
  const paid = open.find((e) => e.priceCents > 0);
  if (!free || !paid) throw new Error(`The seed needs a free and a paid open event of ${DEMO_CHAPTER} at ${DEMO_SCHOOL}`);
  return { free, paid };
}

describe('tickets: buy, show, validate at the door, review, analytics', () => {
  it('runs the whole journey', async () => {
    const studentToken = await accessToken('student');
    const { free, paid } = await pickEvents(studentToken);

    // The student: a free ticket, then a paid one with the sandbox card.
    const student = await signedIn('student', `/party-events/${free.id}`);
    await student.page.getByRole('button', { name: 'Get Ticket' }).click();
    await student.page.getByText('Your free ticket has been created').first().waitFor();

    await student.page.goto(`${stack.baseUrl}/party-events/${paid.id}`);
    await student.page.getByRole('button', { name: 'Get Ticket' }).click();
    const dialog = student.page.getByRole('dialog', { name: 'Complete Purchase' });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: `Pay $${(paid.priceCents / 100).toFixed(2)}` }).click();
    await student.page.getByText('Success!').first().waitFor();
    await student.page.waitForURL(`${stack.baseUrl}/my-tickets`);

    // My Tickets: both, each with a QR code.
    for (const e of [free, paid]) {
      // The seed may give both events the same title: the amount tells the two cards apart.
      const amount = e.priceCents === 0 ? 'FREE' : `$${(e.priceCents / 100).toFixed(2)}`;
      const card = student.page.getByRole('article', { name: `Ticket for ${e.title}` }).filter({ hasText: amount });
      await card.getByRole('img', { name: `QR code for ${e.title}` }).waitFor();
      await card.getByText(amount).waitFor();
      await card.getByText('Show this QR code at the door').waitFor();
    }
    const { tickets } = await getJson<MyTicketsResponse>('/me/tickets', studentToken);
    const entry = tickets.find((t) => t.eventId === free.id)!;
    expect(entry.status).toBe('valid');

    // The president at the door: typed event id and code; then the same ticket again.
    const president = await signedIn('president', `/validate-ticket?event=${free.id}`);
    const codeField = president.page.getByLabel('QR Code');
    await codeField.fill(entry.qrCode);
    await president.page.getByRole('button', { name: 'Validate Ticket' }).click();
    const result = president.page.getByTestId('validation-result');
    await result.getByText('Valid Ticket').waitFor();
    await result.getByText('Ticket validated successfully! Entry granted.').waitFor();
    expect(await codeField.inputValue()).toBe('');
    await codeField.fill(entry.qrCode);
    await codeField.press('Enter');
    await result.getByText('Invalid Ticket').waitFor();
    await result.getByText('This ticket has already been used').waitFor();

    // After entry the student may review the event.
    await student.page.goto(`${stack.baseUrl}/party-events/${free.id}`);
    const review = student.page.getByRole('form', { name: 'Write a review' });
    await review.getByRole('radio', { name: '5 stars' }).click();
    await review.getByLabel('Comment (optional)').fill('Great night, quick entry at the door.');
    await review.getByRole('button', { name: 'Post Review' }).click();
    await student.page.getByText('Review posted!').first().waitFor();
    await student.page.getByText('Great night, quick entry at the door.').waitFor();

    // Analytics: the sale and the check-in.
    await president.page.goto(`${stack.baseUrl}/party-events/${free.id}/analytics`);
    await president.page.getByRole('heading', { level: 1, name: 'Event Analytics' }).waitFor();
    await president.page.getByText(`${free.ticketsSold + 1} / ${free.maxAttendees}`).waitFor();
    const checkedIn = president.page.getByText('Checked In').locator('xpath=../..');
    expect(Number(await checkedIn.locator('p').nth(0).textContent())).toBeGreaterThanOrEqual(1);
    await president.page.getByText('1 review').or(president.page.getByText(/\d+ reviews/)).first().waitFor();

    expect(student.errors).toEqual([]);
    expect(president.errors).toEqual([]);
  });
});
