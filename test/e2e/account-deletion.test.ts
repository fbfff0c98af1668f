/**
 * Account deletion from /profile (docs/spec/student-side.md §5), in Chromium:
 * a student this journey signs up, with a ticket and an RSVP, types DELETE in
 * the Danger Zone; then the account cannot sign in, its records are gone
 * from the table, and its seat is free again.
 */
import { describe, expect, it } from 'vitest';
import { readUserPartition } from '../../functions/domains/people/users';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/cognito';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { ACCOUNT_MENU, signedInPage, submitSignIn, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('deleting an account', () => {
  it('from /profile: signed out, cannot sign in again, and its data is gone', async () => {
    const event = await newPartyEvent(await demoPerson('president'), 'Farewell Mixer');
    const leaving = await newStudent('leaving');
    await freeTicket(leaving, event);
    await apiOk('setPartyRsvp', { token: leaving.token, params: { id: event.id }, body: { status: 'going' } });
    expect((await readUserPartition(leaving.sub)).items.length).toBeGreaterThan(1);

    const { page, errors } = await signedInPage(browser(), leaving, '/profile');
    await page.getByText(leaving.email).first().waitFor();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Permanently Delete Account' }).click();
    await page.getByText('Account Deleted').first().waitFor();
    await page.waitForURL(urlOf('/'));
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

    // The sign-in form turns the deleted account away.
    await page.goto(urlOf('/auth?mode=login'));
    await submitSignIn(page, leaving);
    await page.getByText('Incorrect username or password.').first().waitFor();
    expect(page.url()).toBe(urlOf('/auth?mode=login'));
    expect(await page.getByRole('button', { name: ACCOUNT_MENU }).count()).toBe(0);
    await expect(signIn(leaving.email, leaving.password)).rejects.toThrow('Incorrect username or password.');

    // Nothing of it is left: its partition is empty and its seat is free again.
    expect((await readUserPartition(leaving.sub)).items).toEqual([]);
    expect((await apiOk('getPartyEvent', { params: { id: event.id } })).event).toMatchObject({ ticketsSold: 0, goingCount: 0 });
    // The refused sign-in is logged by the browser; nothing else may fail.
    expect(errors.filter((e) => !/400|Bad Request/.test(e))).toEqual([]);
  });
});
