/**
 * Who looks at the pages in the page-wide e2e checks: a signed-out visitor
 * and each demo role, each in its own browser context signed in once through
 * the /auth form, and the way to open a page and wait until it has settled.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { DemoAccountKind } from '../../infra/local/demo-accounts';
import type { StackApi } from './stack-api';
import type { ProvidedStack } from './provided';

export type Persona = 'signed out' | DemoAccountKind;

/** Every kind of visitor: signed out, then each role the demo seed has. */
export const PERSONAS: Persona[] = ['signed out', 'student', 'media_manager', 'president', 'admin'];

/** The signed-in header's avatar button ("ST, account menu"). */
export const ACCOUNT_MENU_NAME = /, account menu$/;

export const DESKTOP = { width: 1280, height: 900 };
/** The narrowest phone the layout must hold (iPhone SE/mini width). */
export const PHONE = { width: 375, height: 812 };

/**
 * A page for `persona` at `viewport`, signed in through the /auth form unless
 * signed out. CSP is bypassed so axe can be injected as an inline script.
 */
export async function personaPage(
  browser: Browser,
  stack: ProvidedStack,
  api: StackApi,
  persona: Persona,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  if (persona !== 'signed out') {
    await page.goto(`${stack.baseUrl}/auth?mode=login`);
    await page.getByLabel('Email').fill(api.account(persona).email);
    await page.getByLabel('Password').fill(stack.demoPassword);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByRole('button', { name: ACCOUNT_MENU_NAME }).first().waitFor();
  }
  return page;
}

/** A page for `persona` opened before the calling `describe`'s tests and closed after them; call the result for it. */
export function usePersonaPage(
  browser: () => Browser,
  stack: ProvidedStack,
  api: StackApi,
  persona: Persona,
  viewport: { width: number; height: number },
): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await personaPage(browser(), stack, api, persona, viewport);
  });
  afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error(`The page of ${persona} is not open yet`);
    return page;
  };
}

/**
 * How many pages of one persona a page-wide sweep keeps busy at once: while
 * one waits for its network to fall quiet, another renders, so the sweep
 * does not sit idle on a 2-core machine.
 */
export const PAGES_PER_PERSONA = 3;

/**
 * `count` pages for `persona`, tabs of one signed-in context, opened before
 * the calling `describe`'s tests and closed after them. The result lends a
 * free page to `use` (waiting for one when all are busy), for tests that run
 * concurrently.
 */
export function usePersonaPagePool(
  browser: () => Browser,
  stack: ProvidedStack,
  api: StackApi,
  persona: Persona,
  viewport: { width: number; height: number },
  count = PAGES_PER_PERSONA,
): <T>(use: (page: Page) => Promise<T>) => Promise<T> {
  const free: Page[] = [];
  const waiting: ((page: Page) => void)[] = [];
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    const first = await personaPage(browser(), stack, api, persona, viewport);
    context = first.context();
    free.push(first);
    for (let i = 1; i < count; i += 1) free.push(await context.newPage());
  });
  afterAll(async () => {
    await context?.close();
  });
  return async (use) => {
    if (!context) throw new Error(`The pages of ${persona} are not open yet`);
    const page = free.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
    try {
      return await use(page);
    } finally {
      const next = waiting.shift();
      if (next) next(page);
      else free.push(page);
    }
  };
}

/** Waits until the page's data and code have arrived: no request in flight, no skeleton or spinner, a heading. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.animate-pulse, .animate-spin') && document.querySelector('h1'));
}

/** Opens `path` of the stack and waits for it to settle. */
export async function openSettled(page: Page, stack: ProvidedStack, path: string): Promise<void> {
  await page.goto(`${stack.baseUrl}${path}`);
  await settled(page);
}
