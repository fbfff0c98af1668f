/**
 * A drop in Chromium on the whole local stack: two students join the line
 * of a one-seat party before its sales open, the opening admits them in the
 * drawn order, the first one's checkout window lapses and the seat goes to
 * the second, who buys it. The opening is moved to just past rather than
 * waited for, and the lapse is the line's tick run at an injected instant
 * five minutes on (the server's own clock keeps the real time).
 */
import { describe, expect, it } from 'vitest';
import type { DropLineResponse } from '../../shared/api/types';
import { wallClockInState } from '../../shared/dates';
import { moveSalesOpen } from '../../functions/domains/catalog/party-events/sales-open';
import { runTick } from '../../functions/domains/ticketing/drop/admission';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('a drop', () => {
  it('two buyers join the line, the opening admits them in the drawn order, a lapsed window passes the seat to the next, who buys it', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Drop Night', { maxAttendees: 1, salesOpenAt: wallClockInState(new Date(Date.now() + 2 * 86_400_000), 'AL') });
    // The leader moves the opening to a few minutes from now: the line is open, sales are not.
    const soon = wallClockInState(new Date(Date.now() + 5 * 60_000), event.state);
    await apiOk('setSalesOpenAt', { token: president.token, params: { id: event.id }, body: { salesOpenAt: soon } });
    const [first, second] = await Promise.all([newStudent('drop-one'), newStudent('drop-two')]);
    const pages = await Promise.all([first, second].map((who) => signedInPage(browser(), who, `/party-events/${event.id}`)));
    for (const { page } of pages) {
      await page.getByTestId('sales-countdown').waitFor();
      await page.getByRole('button', { name: 'Join the line' }).click();
      await page.getByText("You're in the line").waitFor();
    }

    // The opening, reached: moved to the minute just past.
    await moveSalesOpen(event.id, soon, wallClockInState(new Date(Date.now() - 60_000), event.state));
    const place = async (who: typeof first) => (await apiOk('getDropLine', { token: who.token, params: { id: event.id } })).line;
    const one = await place(first);
    const two = await place(second);
    expect([one.place, two.place].sort()).toEqual([1, 2]);
    const [ahead, behind] = one.place === 1 ? [pages[0]!, pages[1]!] : [pages[1]!, pages[0]!];
    await ahead.page.getByText(/It's your turn/).waitFor();
    await behind.page.getByText("You're #2 in the line").waitFor();

    // Five minutes on, the first window lapses and the seat passes to the next in line.
    await runTick(event.id, new Date(Date.now() + 6 * 60_000));
    await ahead.page.getByText('Your checkout window ended and your seat went to the next in line.').waitFor();
    await behind.page.getByText(/It's your turn/).waitFor();
    await behind.page.getByRole('button', { name: 'Get Ticket' }).click();
    await behind.page.getByText('You have a ticket').waitFor();
    const lines: DropLineResponse['line'][] = await Promise.all([place(first), place(second)]);
    expect(lines.map((l) => l.status).sort()).toEqual(['bought', 'lapsed']);
    expect([...ahead.errors, ...behind.errors]).toEqual([]);
  }, 180_000);
});
