/**
 * Rejecting a leader request (docs/spec/leader-admin-side.md §2 "Admin Dashboard"),
 * in Chromium: a new user asks through the API to be media manager of a
 * new fraternity of the demo school; the demo admin rejects it in the Approvals
 * tab; the request is gone from the pending list and no role was given.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_SCHOOL } from '../support/demo';
import { apiOk } from '../support/e2e/api';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent, schoolNamed, unique } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('the Approvals tab', () => {
  it('rejects a leader request: "Request Rejected", off the pending list, no role given', async () => {
    const school = await schoolNamed(DEMO_SCHOOL);
    const admin = await demoPerson('admin');
    // A fraternity of its own: the demo school's chapters gain roles in other journeys, in whatever order they run.
    const { organization: chapter } = await apiOk('createOrganization', { token: admin.token, body: { name: unique('E2E Applied Colony'), schoolId: school.id, type: 'fraternity' } });
    const applicant = await newStudent('applicant');
    const { request } = await apiOk('createLeaderRequest', {
      token: applicant.token,
      body: { chapterId: chapter.id, role: 'media_manager', message: 'I run our chapter’s socials.' },
    });

    const { page, errors } = await signedInPage(browser(), admin, '/admin');
    await page.getByRole('tab', { name: 'Approvals', selected: true }).waitFor();
    const card = page.getByRole('article', { name: `Request from ${applicant.fullName}` });
    await card.getByText('I run our chapter’s socials.').waitFor();
    await card.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Request Rejected').first().waitFor();
    await card.waitFor({ state: 'detached' });

    const { pending, recent } = await apiOk('listLeaderRequests', { token: admin.token });
    expect(pending.map((r) => r.id)).not.toContain(request.id);
    expect(recent.find((r) => r.id === request.id)?.status).toBe('rejected');
    expect((await apiOk('getMe', { token: applicant.token })).roles).toEqual([]);
    expect((await apiOk('getChapterRoles', { params: { id: chapter.id } })).taken.media_manager).toBe(false);
    expect(errors).toEqual([]);
  });
});
