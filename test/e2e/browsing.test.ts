/**
 * A visitor's journey through the public pages on the whole local stack:
 * landing → schools → a school → organizations → a chapter →
 * its national page → a 404, the scroll position over Back and Forward, and
 * Send Feedback arriving in the local inbox (through the work queue).
 */
import { describe, expect, inject, it } from 'vitest';
import { localOrigins, securityHeaders } from '../../infra/security-headers';
import { useBrowser } from '../support/browser';
import { unique } from '../support/e2e/people';

const stack = inject('stack');
const { open } = useBrowser(() => stack.baseUrl);

describe('a visitor browsing the platform', () => {
  it('gets the security headers CloudFront sends, so every journey runs under the real CSP', async () => {
    const expected = securityHeaders(localOrigins(stack.endpoints));
    for (const path of ['/', '/schools', '/config.json', '/api/schools']) {
      const response = await fetch(`${stack.baseUrl}${path}`);
      await response.arrayBuffer();
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
    expect(expected['content-security-policy']).toContain(`connect-src 'self' https://api.stripe.com ${new URL(stack.endpoints.cognito).origin}`);
  });

  it('goes from the landing page to a school, an organization, a chapter, its national page and a 404', async () => {
    const { page, errors } = await open('/');

    // Landing: the hero with Join Free Now for signed-out visitors, and the leader warning.
    await page.getByRole('link', { name: 'Join Free Now' }).waitFor();
    await page.getByText(/one leader per organization/i).first().waitFor();
    await page.getByText('10K+').first().waitFor();

    // Schools: search narrows the grid to the school we look for.
    await page.getByRole('navigation').getByRole('link', { name: 'Schools' }).first().click();
    await page.waitForURL('**/schools');
    await page.getByRole('searchbox', { name: 'Search schools by name or state' }).or(page.getByLabel('Search schools by name or state')).first().fill('University of Alabama');
    await page.getByRole('link', { name: 'University of Alabama', exact: true }).click();
    await page.waitForURL(/\/schools\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'University of Alabama', exact: true }).waitFor();
    await page.getByText('Tuscaloosa').first().waitFor();

    // Organizations: the directory lists fraternities first, then sororities, with counts.
    await page.goto(`${stack.baseUrl}/organizations`);
    const fraternities = page.getByRole('heading', { name: /^Fraternities \(\d+\)$/ });
    const sororities = page.getByRole('heading', { name: /^Sororities \(\d+\)$/ });
    await fraternities.waitFor();
    const [fratBox, sorBox] = await Promise.all([fraternities.boundingBox(), sororities.boundingBox()]);
    expect(fratBox!.y).toBeLessThan(sorBox!.y);

    // Search, then View Schools opens the overlay of chapters; a chapter opens its page.
    await page.getByLabel('Search organizations by name or letters').fill('alpha epsilon phi');
    await page.getByRole('button', { name: 'View schools of Alpha Epsilon Phi' }).click();
    const overlay = page.getByRole('dialog');
    await overlay.getByRole('link', { name: 'University of Alabama' }).click();
    await page.waitForURL(/\/organizations\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Alpha Epsilon Phi' }).waitFor();
    await page.getByText(/follower/).first().waitFor();
    // The demo chapter has seeded upcoming parties.
    await page.getByRole('tab', { name: 'Upcoming Events' }).waitFor();
    expect(await page.getByText(/FREE|\$\d+\.\d{2}/).count()).toBeGreaterThan(0);

    // Its national page lists every chapter with those letters.
    await page.getByRole('link', { name: 'View national profile' }).click();
    await page.waitForURL('**/national/alpha-epsilon-phi');
    await page.getByRole('heading', { name: 'Alpha Epsilon Phi' }).first().waitFor();
    await page.getByText('University of Alabama').first().waitFor();

    // Any other path: the 404 page, and back home.
    await page.goto(`${stack.baseUrl}/no-such-page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);

    expect(errors).toEqual([]);
  });

  it('starts each new page at the top and brings a page back where it was scrolled on Back and Forward', async () => {
    const { page, errors } = await open('/');
    await page.getByRole('link', { name: 'Join Free Now' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);

    // The header stays on screen, so its link is clicked where the page is.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).click();
    await page.waitForURL('**/organizations');
    await page.getByRole('heading', { name: /^Fraternities \(\d+\)$/ }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);

    await page.goBack();
    await page.getByRole('link', { name: 'Join Free Now' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 900);
    await page.goForward();
    await page.getByRole('heading', { name: /^Fraternities \(\d+\)$/ }).waitFor();
    await page.waitForFunction(() => window.scrollY === 400);
    expect(errors).toEqual([]);
  });

  it('shows the spec texts for a missing school and a missing organization', async () => {
    const { page } = await open('/schools/00000000-0000-4000-8000-000000000000');
    await page.getByText('School not found').waitFor();
    await page.goto(`${stack.baseUrl}/organizations/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Organization not found').waitFor();
  });

  it('lists Greek-life events with their type badges and opens one', async () => {
    const { page, errors } = await open('/events');
    const cards = page.locator('a[href^="/events/"]');
    await cards.first().waitFor();
    expect(await page.getByText(/^(open|restricted|paid)/i).count()).toBeGreaterThan(0);
    // The list is soonest first, and its first event may be one of today's that has already ended (its RSVPs
    // closed) at whatever time of day the run is: the last card shown is days ahead, so RSVP Now is offered.
    await cards.last().click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'RSVP Now' }).or(page.getByRole('link', { name: 'RSVP Now' })).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('sends feedback from the footer and the mail arrives in the local inbox', async () => {
    const { page, errors } = await open('/');
    const subject = unique('E2E feedback');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByLabel('Name').fill('Casey Student');
    await dialog.getByLabel('Email').fill('casey@ua.edu');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('The schools page is great.');
    await dialog.getByText('26/2000').waitFor();
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Feedback Sent!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Accepted at once; the work queue's consumer mails it a moment later.
    const mailed = async () => {
      const store = (await (await fetch(stack.sesStoreUrl)).json()) as { emails: { subject: string; body?: { text?: string } }[] };
      return store.emails.filter((e) => e.subject.includes(subject));
    };
    await expect.poll(async () => (await mailed()).length, { timeout: 30_000 }).toBe(1);
    expect(JSON.stringify((await mailed())[0])).toContain('The schools page is great.');
    expect(errors).toEqual([]);
  });
});
