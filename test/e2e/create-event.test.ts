/**
 * Create Event in the UI (docs/spec/leader-admin-side.md §5), in Chromium: the demo
 * president fills /create-event and lands on the new event's page, which
 * shows what was entered; the API holds it for the president's chapter.
 */
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../shared/dates';
import { useBrowser } from '../support/browser';
import { DEMO_CHAPTER } from '../support/demo';
import { apiOk } from '../support/e2e/api';
import { nextWeek } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, unique } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('creating an event', () => {
  it('the demo president fills /create-event and lands on the new event, as entered', async () => {
    const president = await demoPerson('president');
    const title = unique('Lantern Night');
    const location = unique('Quad Lawn');
    const date = nextWeek();
    const { page, errors } = await signedInPage(browser(), president, '/create-event');

    await page.getByLabel('Event Title').fill(title);
    await page.getByLabel('Date').fill(date);
    await page.getByLabel('Time').fill('20:30');
    await page.getByLabel('Location').fill(location);
    await page.getByLabel('Max Attendees').fill('80');
    await page.getByLabel('Price ($)').fill('7.50');
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.getByText('Event created successfully').first().waitFor();
    await page.waitForURL(/\/party-events\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(location).first().waitFor();
    await page.getByText('8:30 PM').first().waitFor();
    await page.getByText(formatLongDate(date)).first().waitFor();
    await page.getByText('$7.50').first().waitFor();
    await page.getByText('0 / 80 tickets').waitFor();
    await page.getByRole('button', { name: 'Get Ticket' }).waitFor();

    const { event } = await apiOk('getPartyEvent', { params: { id } });
    expect(event).toMatchObject({ title, date, time: '20:30', location, maxAttendees: 80, priceCents: 750, organizationName: DEMO_CHAPTER });
    expect(errors).toEqual([]);
  });
});
