/**
 * Every page of the SPA at 375 px (one test per route of the router, with
 * real ids), signed out and as each demo role: nothing is wider than the
 * screen, so no page scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { openSettled, PERSONAS, PHONE, usePersonaPagePool } from '../support/personas';
import { prepareRouteIds, routerPatterns, routeUrl, type RouteIds } from '../support/spa-routes';
import { stackApi } from '../support/stack-api';

const stack = inject('stack');
const api = stackApi(stack);
const { browser } = useBrowser(() => stack.baseUrl);

let ids: RouteIds;

beforeAll(async () => {
  ids = await prepareRouteIds(api);
});

/** The document's width past the screen, and the deepest elements that stick out (to name the culprit on failure). */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; sticking: string[] }> {
  return page.evaluate(() => {
    const out = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5);
    const deepest = out.filter((e) => !out.some((other) => other !== e && e.contains(other)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      sticking: deepest.slice(0, 5).map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute('class') ?? ''}">${(e.textContent ?? '').slice(0, 40)}`),
    };
  });
}

describe.concurrent.each(PERSONAS)('375 px wide, %s', (persona) => {
  const withPage = usePersonaPagePool(browser, stack, api, persona, PHONE);

  it.for(routerPatterns())('%s does not scroll sideways', (pattern, { expect }) =>
    withPage(async (page) => {
      await openSettled(page, stack, routeUrl(pattern, ids));
      const overflow = await sidewaysOverflow(page);
      expect(overflow.scrollWidth <= overflow.innerWidth, JSON.stringify(overflow, null, 2)).toBe(true);
    }));
});
