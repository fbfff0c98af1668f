/**
 * The role and catalog screens in Chromium: a president gives a member of
 * their chapter the media manager role at /manage-roles; the demo admin adds
 * a school and deletes it in the Schools tab, and finds both in the Audit tab.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_SCHOOL } from '../support/demo';
import { apiOk } from '../support/e2e/api';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent, schoolNamed, unique } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('/manage-roles', () => {
  it('a president adds a media manager: "Role assigned successfully", and the role is held', async () => {
    // A chapter of its own (the demo chapter's roles are other journeys' personas): its president and a member.
    const admin = await demoPerson('admin');
    const school = await schoolNamed(DEMO_SCHOOL);
    const { organization } = await apiOk('createOrganization', { token: admin.token, body: { name: unique('E2E Colony'), schoolId: school.id, type: 'sorority' } });
    const [president, member] = await Promise.all([newStudent('president'), newStudent('member')]);
    await apiOk('assignRoleDirectly', { token: admin.token, body: { sub: president.sub, chapterId: organization.id, role: 'president' } });
    // A direct assignment makes the person a member; removing the role again leaves them one.
    await apiOk('assignRoleDirectly', { token: admin.token, body: { sub: member.sub, chapterId: organization.id, role: 'media_manager' } });
    await apiOk('removeRoleDirectly', { token: admin.token, params: { id: organization.id, role: 'media_manager' } });

    const { page, errors } = await signedInPage(browser(), president, '/manage-roles');
    await page.getByText('Only one president and one media manager per organization.').waitFor();
    await page.getByRole('combobox', { name: 'Member' }).selectOption({ label: `${member.fullName} (${member.email})` });
    expect(await page.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('media_manager');
    await page.getByRole('button', { name: 'Assign Role' }).click();
    await page.getByText('Role assigned successfully').first().waitFor();
    await page.getByRole('list', { name: 'Current roles' }).getByText(member.fullName).waitFor();

    expect((await apiOk('getChapterRoles', { params: { id: organization.id } })).taken).toEqual({ president: true, media_manager: true });
    expect((await apiOk('getMe', { token: member.token })).roles.map((r) => [r.chapterId, r.role])).toEqual([[organization.id, 'media_manager']]);
    expect(errors).toEqual([]);
  });
});

describe('the Schools and Audit tabs', () => {
  it('an admin adds a school and deletes it, and sees both in the audit log', async () => {
    const admin = await demoPerson('admin');
    const name = unique('E2E College');
    const { page, errors } = await signedInPage(browser(), admin, '/admin');
    await page.getByRole('tab', { name: 'Schools' }).click();
    await page.getByRole('button', { name: 'Add School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add School' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('City').fill('Tempe');
    await dialog.getByLabel('State').fill('AZ');
    await dialog.getByRole('button', { name: 'Add School' }).click();
    await page.getByText('School added successfully').first().waitFor();

    await page.getByRole('searchbox', { name: 'Search schools by name, city or state' }).fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete this school?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('School deleted successfully').first().waitFor();
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('table', { name: 'Audit log, newest first' });
    const rowsOf = (action: string) => audit.getByRole('row').filter({ hasText: action }).filter({ hasText: name });
    await rowsOf('DELETE_SCHOOL').first().waitFor();
    await rowsOf('CREATE_SCHOOL').first().waitFor();
    expect((await apiOk('listSchools', {})).schools.some((s) => s.name === name)).toBe(false);
    expect(errors).toEqual([]);
  });
});
