/**
 * The social journeys on the whole local stack: a signed-out visitor's
 * Follow goes to sign in and back; a student follows a chapter and finds it,
 * with its upcoming events, in My Feed; two students become friends (search
 * by name, request, accept from the other account) and both see one friend.
 * What a test changes belongs to accounts it signed up itself.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCheckedPage, useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { ACCOUNT_MENU, signedInPage, submitSignIn, urlOf } from '../support/e2e/pages';
import { newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

/** A seeded chapter with an upcoming party event: its id and that event's title. */
async function chapterWithEvent(): Promise<{ chapterId: string; title: string }> {
  const { events } = await apiOk('listPartyEvents', {});
  const event = events[0];
  if (!event) throw new Error('the demo seed has no upcoming party event');
  return { chapterId: event.chapterId, title: event.title };
}

/** The Friends count of My Profile's Activity Overview. */
async function friendsCount(page: Page): Promise<string | null> {
  await page.getByRole('tab', { name: 'My Profile' }).click();
  const overview = page.getByRole('heading', { name: 'Activity Overview' }).locator('..');
  return overview.getByText('Friends', { exact: true }).locator('xpath=preceding-sibling::dd[1]').textContent();
}

describe('social', () => {
  it('sends a signed-out visitor’s Follow to sign in and back to the chapter', async () => {
    const { chapterId } = await chapterWithEvent();
    const student = await newStudent('follow-visitor');
    const { page, errors } = await newCheckedPage(browser());
    await page.goto(urlOf(`/organizations/${chapterId}`));
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.waitForURL(urlOf(`/auth?mode=login&redirect=${encodeURIComponent(`/organizations/${chapterId}`)}`));
    await submitSignIn(page, student);
    await page.getByRole('button', { name: ACCOUNT_MENU }).waitFor();
    await page.waitForURL(urlOf(`/organizations/${chapterId}`));
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('follows a chapter ("Following!") and sees it with its events in My Feed', async () => {
    const { chapterId, title } = await chapterWithEvent();
    const before = (await apiOk('getChapter', { params: { id: chapterId } })).chapter;
    const student = await newStudent('follower');
    const { page, errors } = await signedInPage(browser(), student, '/profile');
    await page.getByRole('tab', { name: 'My Feed' }).click();
    await page.getByText('You are not following any organizations yet').waitFor();

    await page.goto(urlOf(`/organizations/${chapterId}`));
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('Following!').waitFor();
    await page.getByRole('button', { name: 'Following', pressed: true }).waitFor();
    expect((await apiOk('getFollow', { token: student.token, params: { id: chapterId } })).following).toBe(true);
    // This file's only follower of the chapter: the count moved by exactly one, on the page too.
    expect((await apiOk('getChapter', { params: { id: chapterId } })).chapter.followerCount).toBe(before.followerCount + 1);
    await page.getByText(`${before.followerCount + 1} follower`).first().waitFor();

    await page.goto(urlOf('/profile'));
    await page.getByRole('tab', { name: 'My Feed' }).click();
    const following = page.getByRole('heading', { name: 'Following' }).locator('..');
    await following.getByRole('link', { name: before.letters || before.name }).waitFor();
    await page.getByRole('link', { name: title }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('finds a friend by name, sends a request, accepts it from the other account: both count one friend', async () => {
    const [asker, friend] = await Promise.all([newStudent('asker'), newStudent('friend')]);
    const askerPage = await signedInPage(browser(), asker, '/profile');
    let page = askerPage.page;
    await page.getByRole('tab', { name: 'Friends' }).click();
    await page.getByRole('tab', { name: 'Add' }).click();
    // The unique last word of the friend's name.
    await page.getByRole('textbox', { name: 'Search by name or email' }).fill(friend.fullName.split(' ').at(-1)!);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('listitem').filter({ hasText: friend.fullName });
    await row.getByRole('button', { name: 'Add Friend' }).click();
    await page.getByText('Friend request sent!').waitFor();
    await page.getByRole('tab', { name: 'Requests (0)' }).click();
    await page.getByRole('listitem').filter({ hasText: friend.fullName }).getByText('Pending').waitFor();

    const friendPage = await signedInPage(browser(), friend, '/profile');
    page = friendPage.page;
    await page.getByRole('tab', { name: 'Friends' }).click();
    await page.getByRole('tab', { name: 'Requests (1)' }).click();
    await page.getByRole('listitem').filter({ hasText: asker.fullName }).getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Friend request accepted!').waitFor();
    await page.getByRole('tab', { name: 'Friends (1)' }).waitFor();
    expect(await friendsCount(page)).toBe('1');

    // The asker's page was open before the accept: after a reload it may first show what it held, then the new count.
    await askerPage.page.reload();
    await expect.poll(() => friendsCount(askerPage.page)).toBe('1');
    expect(askerPage.errors).toEqual([]);
    expect(friendPage.errors).toEqual([]);
  });
});
