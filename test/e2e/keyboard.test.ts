/**
 * Keyboard only: sign in, get a free ticket and let a ticket in
 * at the door with Tab, Enter, Space, arrows and Escape, never a mouse; the
 * dialogs keep the focus inside and give it back. Each journey makes its own
 * event through the API and addresses it by id. Then a Tab round of every
 * route: no trap, and every control Tab lands on shows a focus indicator.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DemoAccountKind } from '../../infra/local/demo-accounts';
import type { MyTicketsResponse } from '../../shared/api/types';
import { useBrowser } from '../support/browser';
import { KeyboardUser, tabThroughPage } from '../support/keyboard';
import { ACCOUNT_MENU_NAME, DESKTOP, openSettled, PHONE, usePersonaPagePool, type Persona } from '../support/personas';
import { patternsOutsideShell, prepareRouteIds, routerPatterns, routeUrl, type RouteIds } from '../support/spa-routes';
import { stackApi } from '../support/stack-api';

const stack = inject('stack');
const api = stackApi(stack);
const { browser, open } = useBrowser(() => stack.baseUrl);

/** The ids the Tab rounds of every route open their pages with. */
let ids: RouteIds;
beforeAll(async () => {
  ids = await prepareRouteIds(api);
});

/** Signs in at /auth with the keyboard: Tab to each field, type, Enter submits. */
async function signInByKeyboard(page: Page, keyboard: KeyboardUser, kind: DemoAccountKind): Promise<void> {
  await page.goto(`${stack.baseUrl}/auth?mode=login`);
  await keyboard.fill(page.getByLabel('Email'), api.account(kind).email);
  await keyboard.fill(page.getByLabel('Password'), stack.demoPassword);
  await keyboard.press('Enter');
  await page.getByRole('button', { name: ACCOUNT_MENU_NAME }).first().waitFor();
}

/** The visible avatar button (the header holds a second one for the other layout, hidden by CSS). */
const avatar = (page: Page) => page.getByRole('button', { name: ACCOUNT_MENU_NAME }).filter({ visible: true });

describe('keyboard only', () => {
  it('signs in, opens the account menu, walks it with the arrows and leaves it with Escape', async () => {
    const { page, errors } = await open('/');
    const keyboard = new KeyboardUser(page);
    await signInByKeyboard(page, keyboard, 'student');

    await keyboard.activate(avatar(page));
    const menu = page.getByRole('menu');
    const myProfile = menu.getByRole('menuitem', { name: /My Profile/ });
    await menu.waitFor();
    await keyboard.press('ArrowDown');
    await keyboard.press('Home');
    expect(await keyboard.hasFocus(myProfile), 'Home moves to the first item').toBe(true);
    await keyboard.press('End');
    expect(await keyboard.hasFocus(menu.getByRole('menuitem', { name: 'Sign Out' })), 'End moves to the last item').toBe(true);
    await keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => keyboard.hasFocus(avatar(page)), { message: 'focus returns to the avatar' }).toBe(true);

    await keyboard.press('Enter');
    await menu.waitFor();
    await keyboard.press('ArrowDown');
    await keyboard.press('Home');
    // The menu moves focus as it handles each key: wait for it before choosing.
    await expect.poll(() => keyboard.hasFocus(myProfile), { message: 'Home moves to My Profile again' }).toBe(true);
    await keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: api.account('student').fullName }).waitFor();

    expect([...keyboard.unindicatedStops]).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('gets a free ticket', async () => {
    const event = await api.createPartyEvent({ title: `Keyboard free party ${crypto.randomUUID().slice(0, 8)}` });
    const { page, errors } = await open('/');
    const keyboard = new KeyboardUser(page);
    await signInByKeyboard(page, keyboard, 'student');

    await page.goto(`${stack.baseUrl}/party-events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await keyboard.activate(page.getByRole('button', { name: 'Get Ticket' }));
    await page.getByText('Your free ticket has been created').first().waitFor();
    await page.getByText('You have a ticket').waitFor();

    const { tickets } = await api.call<MyTicketsResponse>('GET', '/me/tickets', { kind: 'student' });
    expect(tickets.filter((t) => t.eventId === event.id).map((t) => t.status)).toEqual(['valid']);
    expect([...keyboard.unindicatedStops]).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the purchase dialog of a paid event, keeps focus inside it and gives it back on Escape', async () => {
    const event = await api.createPartyEvent({ priceCents: 1200 });
    const { page, errors } = await open('/');
    const keyboard = new KeyboardUser(page);
    await signInByKeyboard(page, keyboard, 'student');

    await page.goto(`${stack.baseUrl}/party-events/${event.id}`);
    const getTicket = page.getByRole('button', { name: 'Get Ticket' });
    await keyboard.activate(getTicket);
    const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
    // A modal dialog holds the focus: Tab goes round its own controls only.
    await keyboard.tabTo(dialog.getByLabel('Card number'), { within: dialog });
    await keyboard.tabTo(dialog.getByLabel('CVC'), { within: dialog });
    await keyboard.tabTo(dialog.getByRole('button', { name: 'Pay $12.00' }), { within: dialog });
    await keyboard.tabTo(dialog.getByLabel('Card number'), { within: dialog });
    await keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => keyboard.hasFocus(getTicket), { message: 'focus returns to Get Ticket' }).toBe(true);

    expect([...keyboard.unindicatedStops]).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the feedback dialog and the mobile menu with Enter and gets the focus back on Escape', async () => {
    const { page, errors } = await open('/');
    const keyboard = new KeyboardUser(page);
    const feedback = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
    await keyboard.activate(feedback);
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await keyboard.tabTo(dialog.getByRole('button', { name: 'Send Feedback' }), { within: dialog });
    await keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => keyboard.hasFocus(feedback), { message: 'focus returns to Feedback' }).toBe(true);

    await page.setViewportSize(PHONE);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await keyboard.activate(menuButton);
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await keyboard.tabTo(menu.getByRole('link', { name: 'Get Started' }), { within: menu });
    await keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => keyboard.hasFocus(menuButton), { message: 'focus returns to Open menu' }).toBe(true);

    expect([...keyboard.unindicatedStops]).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('validates a ticket at /validate-ticket and refuses it the second time', async () => {
    const event = await api.createPartyEvent();
    const ticket = await api.freeTicket(event.id, 'student');
    const { page, errors } = await open('/');
    const keyboard = new KeyboardUser(page);
    await signInByKeyboard(page, keyboard, 'president');

    await page.goto(`${stack.baseUrl}/validate-ticket?event=${event.id}`);
    const eventField = page.getByLabel('Event ID');
    await eventField.waitFor();
    expect(await eventField.inputValue()).toBe(event.id);
    const codeField = page.getByLabel('QR Code');
    await keyboard.fill(codeField, ticket.qrCode);
    await keyboard.activate(page.getByRole('button', { name: 'Validate Ticket' }), 'Space');
    const result = page.getByTestId('validation-result');
    await result.getByText('Valid Ticket', { exact: true }).waitFor();
    await result.getByText('Ticket validated successfully! Entry granted.').waitFor();

    // Ready for the next ticket: the code field is empty and focused again.
    expect(await codeField.inputValue()).toBe('');
    expect(await keyboard.hasFocus(codeField)).toBe(true);
    await page.keyboard.type(ticket.qrCode);
    await keyboard.press('Enter');
    await result.getByText('This ticket has already been used').waitFor();

    expect([...keyboard.unindicatedStops]).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** Signed out, a chapter leader (organizer tools) and the admin (admin tools) see every kind of control. */
const SWEPT: Persona[] = ['signed out', 'president', 'admin'];

const outsideShell = patternsOutsideShell();

describe.concurrent.each(SWEPT)('Tab through every route, %s', (persona) => {
  const withPage = usePersonaPagePool(browser, stack, api, persona, DESKTOP);

  it.for(routerPatterns())('%s: every control is reached, from the skip link to the footer, and shows its focus', (pattern, { expect }) =>
    withPage(async (page) => {
      await openSettled(page, stack, routeUrl(pattern, ids));
      const stops = await tabThroughPage(page);
      const names = stops.map((s) => s.description);
      // No focus trap: the round goes through the whole page, header to footer (a page outside the shell has neither).
      if (!outsideShell.includes(pattern)) {
        expect(names).toContain('<a> Skip to content');
        expect(names).toContain('<button> Contact Us');
      }
      expect(stops.filter((s) => !s.indicated).map((s) => s.description)).toEqual([]);
    }));
});
