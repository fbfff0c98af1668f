/**
 * Every page of the SPA at 320 px, WCAG's reflow width (one test per route
 * of the router, with real ids), signed out and as each demo role: nothing
 * is wider than the screen, so no page scrolls sideways, and no text is cut
 * off; then the same with a reader's wider text spacing (WCAG 1.4.12). A
 * layout that holds 320 px holds every phone (375 px and up).
 */
import { beforeAll, describe, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { openSettled, PERSONAS, usePersonaPagePool } from '../support/personas';
import { clippedText, REFLOW, sidewaysOverflow, widenTextSpacing } from '../support/reflow';
import { prepareRouteIds, routerPatterns, routeUrl, type RouteIds } from '../support/spa-routes';
import { stackApi } from '../support/stack-api';

const stack = inject('stack');
const api = stackApi(stack);
const { browser } = useBrowser(() => stack.baseUrl);

let ids: RouteIds;

beforeAll(async () => {
  ids = await prepareRouteIds(api);
});

describe.concurrent.each(PERSONAS)('320 px wide, %s', (persona) => {
  const withPage = usePersonaPagePool(browser, stack, api, persona, REFLOW);

  it.for(routerPatterns())('%s does not scroll sideways nor cut text off, also with wider text spacing', (pattern, { expect }) =>
    withPage(async (page) => {
      await openSettled(page, stack, routeUrl(pattern, ids));
      const overflow = await sidewaysOverflow(page);
      expect(overflow.scrollWidth <= overflow.innerWidth, JSON.stringify(overflow, null, 2)).toBe(true);
      expect(await clippedText(page)).toEqual([]);

      await widenTextSpacing(page);
      const spaced = await sidewaysOverflow(page);
      expect(spaced.scrollWidth <= spaced.innerWidth, `with wider text spacing: ${JSON.stringify(spaced, null, 2)}`).toBe(true);
      expect(await clippedText(page), 'with wider text spacing').toEqual([]);
    }));
});
