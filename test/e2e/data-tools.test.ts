/**
 * The data tools (docs/spec/leader-admin-side.md §2), in Chromium: the demo admin goes from
 * /admin to Populate Database, runs it and sees the job end with the
 * counts; the run is in the Audit tab. On the seeded stack every school
 * already has its planned organizations, so the run adds none and changes
 * nothing other tests read.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('data tools', () => {
  it('Populate Database runs as a job from /admin, ends with the counts, and is audited', async () => {
    const admin = await demoPerson('admin');
    const { page, errors } = await signedInPage(browser(), admin, '/admin');
    await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Populate Database' }).click();
    await page.getByRole('heading', { name: 'Populate Database' }).waitFor();
    await page.getByRole('button', { name: 'Populate Greek Organizations' }).click();
    const result = page.getByRole('status').filter({ hasText: /^Populate Greek Organizations: Every school already has its organizations: [\d,]+ organizations at [\d,]+ schools$/ });
    await result.waitFor({ timeout: 60_000 });

    await page.goto(urlOf('/admin'));
    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByText('RUN_DATA_TOOL').first().waitFor();
    expect(errors).toEqual([]);
  });
});
