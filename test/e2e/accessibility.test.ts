/**
 * axe-core on every page of the SPA (one test per route of the router, with
 * real ids), signed out and as each demo role, then with the main dialogs and
 * menus open: no violation of a WCAG 2.1 A/AA rule, and no serious or
 * critical one of a best practice, anywhere (test/support/axe.ts); on every
 * page, the non-text contrast axe does not check (form fields' edges, chosen
 * tabs and toggles). Then motion: asked for less, nothing loops.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChapterPageResponse, NationalPageResponse, PartyEventDetail } from '../../shared/api/types';
import { blockingViolations } from '../support/axe';
import { nonTextContrastFailures } from '../support/non-text-contrast';
import { useBrowser } from '../support/browser';
import { ACCOUNT_MENU_NAME, DESKTOP, openSettled, PERSONAS, PHONE, personaPage, settled, usePersonaPagePool, type Persona } from '../support/personas';
import { prepareRouteIds, routeListGaps, routerPatterns, routeUrl, type RouteIds } from '../support/spa-routes';
import { stackApi } from '../support/stack-api';

const stack = inject('stack');
const api = stackApi(stack);
const { browser } = useBrowser(() => stack.baseUrl);

let ids: RouteIds;
let paidEvent: PartyEventDetail;

beforeAll(async () => {
  [ids, paidEvent] = await Promise.all([prepareRouteIds(api), api.createPartyEvent({ priceCents: 1500 })]);
});

/** A page for `persona` at `viewport`, closed after the test. */
async function withPage(persona: Persona, viewport: typeof DESKTOP, use: (page: Page) => Promise<void>): Promise<void> {
  const page = await personaPage(browser(), stack, api, persona, viewport);
  try {
    await use(page);
  } finally {
    await page.context().close();
  }
}

describe('the route list of the page-wide checks', () => {
  it('has a URL for every route of web/src/app/routes.tsx and none for a route that is gone', () => {
    expect(routeListGaps()).toEqual({ missing: [], stale: [] });
  });
});

describe.concurrent.each(PERSONAS)('axe on every route, %s', (persona) => {
  const withPage = usePersonaPagePool(browser, stack, api, persona, DESKTOP);

  it.for(routerPatterns())('%s: its own title, no axe failure, and fields and chosen controls stand out 3:1', (pattern, { expect }) =>
    withPage(async (page) => {
      await openSettled(page, stack, routeUrl(pattern, ids));
      // The page's name before the site's (axe only asks for a title, any title).
      expect(await page.title()).toMatch(/^\S.* \| Greek Campus$/);
      expect(await blockingViolations(page)).toEqual([]);
      expect(await nonTextContrastFailures(page)).toEqual([]);
    }));
});

/** Opens `path` as `persona`, then `show` (a click that opens a dialog or menu, waiting for it), and scans. */
async function scanWithOpen(persona: Persona, viewport: typeof DESKTOP, path: string, show: (page: Page) => Promise<unknown>): Promise<void> {
  await withPage(persona, viewport, async (page) => {
    await openSettled(page, stack, path);
    await show(page);
    await settled(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

describe('axe with dialogs, menus and other views open', () => {
  it('the account menu', () =>
    scanWithOpen('president', DESKTOP, '/', async (page) => {
      await page.getByRole('button', { name: ACCOUNT_MENU_NAME }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    }));

  it.each(['signed out', 'student'] as const)('the mobile menu, %s', (persona) =>
    scanWithOpen(persona, PHONE, '/', async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    }));

  it('the feedback dialog', () =>
    scanWithOpen('signed out', DESKTOP, '/', async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
      await page.getByRole('dialog', { name: 'Send Feedback' }).waitFor();
    }));

  it('the schools drawer of a national organization', () =>
    scanWithOpen('signed out', DESKTOP, `/national/${ids.nationalKey}`, async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'View Schools' }).click();
      await page.getByRole('dialog').waitFor();
    }));

  it('the purchase dialog of a paid event', () =>
    scanWithOpen('student', DESKTOP, `/party-events/${paidEvent.id}`, async (page) => {
      await page.getByRole('button', { name: 'Get Ticket' }).click();
      await page.getByRole('dialog', { name: 'Complete Purchase' }).getByLabel('Card number').waitFor();
    }));

  it("the admin's delete-event dialog", () =>
    scanWithOpen('admin', DESKTOP, `/party-events/${paidEvent.id}`, async (page) => {
      await page.getByRole('button', { name: 'Delete Event (Admin)' }).click();
      await page.getByRole('dialog', { name: 'Delete this event?' }).waitFor();
    }));

  it('the chapters sheet and the chapter dialog of the directory', async () => {
    const { organization } = await api.call<NationalPageResponse>('GET', `/nationals/${ids.nationalKey}`);
    const { chapter } = await api.call<ChapterPageResponse>('GET', `/chapters/${ids.chapterId}`);
    await withPage('signed out', DESKTOP, async (page) => {
      await openSettled(page, stack, '/organizations');
      await page.getByRole('button', { name: `View schools of ${organization.name}`, exact: true }).click();
      const sheet = page.getByRole('dialog').first();
      await sheet.waitFor();
      await settled(page);
      expect(await blockingViolations(page)).toEqual([]);

      await sheet.getByRole('button', { name: `Events and photos at ${chapter.schoolName}`, exact: true }).click();
      await page.getByRole('dialog', { name: new RegExp(`at ${chapter.schoolName}$`) }).waitFor();
      await settled(page);
      expect(await blockingViolations(page)).toEqual([]);
    });
  });

  it('every tab of the admin dashboard', async () => {
    await withPage('admin', DESKTOP, async (page) => {
      await openSettled(page, stack, '/admin');
      const tabs = page.getByRole('tab');
      const names = await tabs.allTextContents();
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) {
        await page.getByRole('tab', { name, exact: true }).click();
        await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
        await settled(page);
        expect(await blockingViolations(page), name).toEqual([]);
      }
    });
  });

  it('the sign-up form and the Register form of the leader portal', async () => {
    await withPage('signed out', DESKTOP, async (page) => {
      await openSettled(page, stack, '/auth?mode=signup');
      await page.getByLabel('Full name').waitFor();
      expect(await blockingViolations(page)).toEqual([]);

      await openSettled(page, stack, '/leader-auth');
      await page.getByRole('radio', { name: 'Register' }).click();
      await page.getByRole('group', { name: '4. Leadership role' }).waitFor();
      await settled(page);
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
});

describe('motion', () => {
  /** How the SPA's looping animations (a skeleton's pulse, a spinner) run in a page of `reducedMotion`. */
  async function loops(reducedMotion: 'reduce' | 'no-preference') {
    const context = await browser().newContext({ viewport: DESKTOP, reducedMotion });
    try {
      const page = await context.newPage();
      await openSettled(page, stack, '/');
      return await page.evaluate(() =>
        ['animate-pulse', 'animate-spin'].map((name) => {
          const element = document.body.appendChild(document.createElement('div'));
          element.className = name;
          const style = getComputedStyle(element);
          return { name, iterations: style.animationIterationCount, seconds: parseFloat(style.animationDuration) };
        }),
      );
    } finally {
      await context.close();
    }
  }

  it('asked for less motion, the pulse and the spinner run once, at once, instead of looping', async () => {
    // They loop otherwise: the classes are in the built styles, so the check below is not empty.
    for (const loop of await loops('no-preference')) expect(loop.iterations, loop.name).toBe('infinite');
    for (const loop of await loops('reduce')) {
      expect(loop.iterations, loop.name).toBe('1');
      expect(loop.seconds, loop.name).toBeLessThan(0.001);
    }
  });
});
