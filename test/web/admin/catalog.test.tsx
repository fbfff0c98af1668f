import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { School } from '../../../shared/api/types';
import { refreshCatalog } from '../../../web/src/features/admin/api';
import { apiKey } from '../../../web/src/lib/queries';
import { ok } from '../support/mock-api';
import { resetSession, signIn } from '../support/session-mock';
import { adminSub, openAdminTab } from './admin-mocks';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const alabama: School = { id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', name: 'University of Alabama', city: 'Tuscaloosa', state: 'AL', website: '', logoUrl: null };
const asu: School = { ...alabama, id: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60', name: 'Arizona State University', city: 'Tempe', state: 'AZ' };
const sigmaChi = { id: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071', nationalKey: 'sigma-chi', letters: 'ΣΧ', name: 'Sigma Chi', type: 'fraternity', schoolId: alabama.id, schoolName: alabama.name, city: 'Tuscaloosa', state: 'AL' };

/** Schools that adding appends to; deleting `busy` is refused as the API refuses a school with chapters. */
function catalogRoutes(busy = '') {
  let schools = [alabama, asu];
  return {
    'GET /api/schools': () => ok({ schools }),
    'GET /api/admin/schools': () => ok({ schools }),
    'GET /api/schools/{id}/chapters': ok({ chapters: [sigmaChi] }),
    'POST /api/admin/schools': ({ body }: { body: unknown }) => {
      const school = { ...asu, id: 'f4a5b6c7-d8e9-4f0a-9b2c-3d4e5f607182', city: '', state: '', ...(body as Partial<School>) };
      schools = [...schools, school];
      return { status: 201, body: { school } };
    },
    'DELETE /api/admin/schools/{id}': ({ url }: { url: URL }) => {
      const id = url.pathname.split('/').pop();
      if (id === busy) return { status: 409, body: { message: 'Failed to delete school. It may have associated data.' } };
      schools = schools.filter((s) => s.id !== id);
      return ok({ ok: true });
    },
    'POST /api/admin/organizations': ({ body }: { body: unknown }) => ({ status: 201, body: { organization: { ...sigmaChi, ...(body as object) } } }),
  };
}

describe('/admin Schools tab', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: adminSub, email: 'admin@greekcampus.example' });
  });

  it('searches by name, city or state', async () => {
    const { user } = await openAdminTab('Schools', catalogRoutes());
    const table = await screen.findByRole('table', { name: 'Schools' });
    await user.type(screen.getByRole('searchbox', { name: 'Search schools by name, city or state' }), 'tempe');
    await waitFor(() => expect(within(table).queryByText('University of Alabama')).toBeNull());
    expect(within(table).getByText('Arizona State University')).toBeInTheDocument();
  });

  it('adds a school (name required), then deletes it after a confirmation', async () => {
    const { user, calls } = await openAdminTab('Schools', catalogRoutes());
    await user.click(await screen.findByRole('button', { name: 'Add School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add School' });
    await user.click(within(dialog).getByRole('button', { name: 'Add School' }));
    expect(await screen.findByText('School name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), '  Test College ');
    await user.type(within(dialog).getByLabelText('State'), 'azx');
    expect(within(dialog).getByLabelText('State')).toHaveValue('AZ');
    await user.click(within(dialog).getByRole('button', { name: 'Add School' }));
    expect(await screen.findByText('School added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Test College', city: '', state: 'AZ' });

    await user.click(await screen.findByRole('button', { name: 'Delete Test College' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this school?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('School deleted successfully')).toBeInTheDocument();
  });

  const rules = { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null, approvalRequired: false, eventReportDueHours: null };
  /** The Schools tab's rules dialog of Alabama, its rules read and saved as sent. */
  const openRulesDialog = async () => {
    const { user, calls } = await openAdminTab('Schools', {
      ...catalogRoutes(),
      'GET /api/admin/schools/{id}/rules': ok({ rules }),
      'PUT /api/admin/schools/{id}/rules': ({ body }: { body: unknown }) => ok({ rules: body }),
    });
    await user.click(await screen.findByRole('button', { name: `Office rules of ${alabama.name}` }));
    return { user, calls, dialog: await screen.findByRole('dialog') };
  };

  it('edits the sober-monitor ratio of a school: base monitors for the first guests, then one per so many more', async () => {
    const { user, calls, dialog } = await openRulesDialog();
    const set = async (label: string, value: string) => {
      await user.clear(await within(dialog).findByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), value);
    };
    await set('Sober monitors for the first guests', '2');
    await set('First guests they cover', '50');
    await set('Guests per extra sober monitor', '25');
    await user.click(within(dialog).getByRole('checkbox', { name: /Approval required before tickets go on sale/ }));
    await user.type(within(dialog).getByLabelText(/Event report due/), '48');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rules' }));
    const noCap = { guestsPerMember: null, largeChapterMembers: null, guestsPerMemberLarge: null, monitorTrainingValidDays: null };
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...rules, baseMonitors: 2, baseGuests: 50, guestsPerExtraMonitor: 25, approvalRequired: true, eventReportDueHours: 48, ...noCap }));
  });

  it('sets the member-to-guest cap of a school, refusing a second figure without its chapter size before asking the API', async () => {
    const { user, calls, dialog } = await openRulesDialog();
    await user.type(await within(dialog).findByLabelText('Guests per member'), '6');
    await user.type(within(dialog).getByLabelText('Guests per member in a large chapter'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rules' }));
    expect(await screen.findByText('Give both the chapter size and its guests per member, or neither')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Large chapter from (members)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rules' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...rules, guestsPerMember: 6, largeChapterMembers: 40, guestsPerMemberLarge: 3, monitorTrainingValidDays: null }));
  });

  it('sets how long sober-monitor training counts, refusing a figure out of range before asking the API', async () => {
    const { user, calls, dialog } = await openRulesDialog();
    const days = await within(dialog).findByLabelText('Sober-monitor training valid for (days, optional)');
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rules' }));
    expect(await screen.findByText('Sober-monitor training valid for (days) must be between 1 and 1825')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(days);
    await user.type(days, '365');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rules' }));
    const noCap = { guestsPerMember: null, largeChapterMembers: null, guestsPerMemberLarge: null };
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...rules, ...noCap, monitorTrainingValidDays: 365 }));
  });

  it('says a school with associated data cannot be deleted', async () => {
    const { user } = await openAdminTab('Schools', catalogRoutes(alabama.id));
    await user.click(await screen.findByRole('button', { name: 'Delete University of Alabama' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete school. It may have associated data.')).toBeInTheDocument();
  });
});

describe('/admin Organizations tab', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: adminSub, email: 'admin@greekcampus.example' });
  });

  it("lists a school's organizations and adds one (type fraternity by default)", async () => {
    const { user, calls } = await openAdminTab('Organizations', catalogRoutes());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'School' }), 'University of Alabama - Tuscaloosa');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(table).getByText('Sigma Chi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Organization' });
    // The type starts at Fraternity and offers no empty choice: an organization always has one.
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('fraternity');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Fraternity', 'Sorority']);
    await user.click(within(dialog).getByRole('button', { name: 'Add Organization' }));
    expect(await screen.findByText('Organization name and school are required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Zeta Test');
    await user.selectOptions(within(dialog).getByLabelText('Organization school'), 'Arizona State University - Tempe');
    await user.click(within(dialog).getByRole('button', { name: 'Add Organization' }));
    expect(await screen.findByText('Organization added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Zeta Test', schoolId: asu.id, type: 'fraternity' });
  });
});

describe('refreshCatalog (after a school or organization changed)', () => {
  it('marks stale every cached list and school page that shows it, My School included, and nothing else', async () => {
    const client = new QueryClient();
    const cached = [
      apiKey('listSchools'),
      apiKey('getSchool', { params: { id: alabama.id }, query: { include: 'chapters' } }),
      apiKey('getSchool', { params: { id: asu.id } }),
      apiKey('listOrganizations'),
      apiKey('getMe'),
    ];
    for (const key of cached) client.setQueryData(key, {});
    await refreshCatalog(client);
    expect(cached.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true, false]);
  });
});
