/**
 * Manage School Logos (docs/spec/leader-admin-side.md §2), in Chromium: the demo admin uploads
 * a logo for a school; the school's card on /schools shows it. The schools
 * list is reference data kept up to 30 s (Lambda copy and HTTP cache), so
 * the check reloads /schools until the new logo is there.
 */
import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, schoolNamed } from '../support/e2e/people';
import { TINY_PNG_BASE64 } from '../support/images';

const { browser } = useBrowser(() => urlOf(''));
const SCHOOL = 'University of Wyoming';

describe('school logos', () => {
  it('an uploaded logo shows on /schools', async () => {
    const school = await schoolNamed(SCHOOL);
    const admin = await demoPerson('admin');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'logo-')), 'wyoming.png');
    writeFileSync(file, Buffer.from(TINY_PNG_BASE64, 'base64'));

    const { page, errors } = await signedInPage(browser(), admin, '/admin/school-logos');
    await page.getByRole('searchbox', { name: 'Search schools by name or state' }).fill('Wyoming');
    const row = page.getByRole('listitem', { name: SCHOOL });
    await row.getByLabel(`Logo file for ${SCHOOL}`).setInputFiles(file);
    await page.getByText(`Logo updated for ${SCHOOL}`).first().waitFor();
    await row.getByRole('button', { name: 'Replace' }).waitFor();

    const { schools } = await apiOk('listSchoolLogos', { token: admin.token });
    const logoUrl = schools.find((s) => s.id === school.id)?.logoUrl;
    expect(logoUrl).toMatch(/\/school-logos\/university-of-wyoming-\d+\.png\?v=\d+$/);

    await expect
      .poll(
        async () => {
          await page.goto(urlOf('/schools'));
          await page.getByLabel('Search schools by name or state').fill('Wyoming');
          const logo = page.getByRole('img', { name: `${SCHOOL} logo` });
          await logo.waitFor();
          return logo.evaluate((el) => (el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0 ? el.src : null));
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe(logoUrl);
    expect(errors).toEqual([]);
  });
});
