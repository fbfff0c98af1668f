import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { School } from '../../../shared/api/types';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const school = (id: string, name: string, state: string, logoUrl: string | null = null): School => ({
  id,
  name,
  city: 'Somewhere',
  state,
  website: 'https://example.edu/',
  logoUrl,
});
const alabama = school('0b7c4b8e-2a53-4f8e-9d0a-1f2e3d4c5b6a', 'University of Alabama', 'AL', 'http://127.0.0.1:4569/school-logos/university-of-alabama-1.png?v=1');
const auburn = school('1c8d5c9f-3b64-4a9f-8e1b-2a3f4e5d6c7b', 'Auburn University', 'AL');
const texas = school('2d9e6da0-4c75-4ba0-9f2c-3b4a5f6e7d8c', 'University of Texas at Austin', 'TX');

function logosApi() {
  return mockApi({
    'GET /api/admin/school-logos': ok({ schools: [auburn, alabama, texas], withLogo: 1, withoutLogo: 2 }),
    'PUT /api/admin/school-logos/{id}': ({ url }) => ok({ school: { ...texas, id: url.pathname.split('/')[4], logoUrl: 'x' } }),
    'DELETE /api/admin/school-logos/{id}': ok({ school: { ...alabama, logoUrl: null } }),
    'POST /api/admin/school-logos/auto-fetch': ok({ success: 0, failed: 0, skipped: 2, message: 'No logo service is configured: every school was skipped (schools show their initials).' }),
  });
}

describe('/admin/school-logos', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: '93c4d5e6-f708-4192-a3b4-c5d6e7f8091a', email: 'admin@greekcampus.example' });
  });

  it('counts schools with and without logos and searches by name or state', async () => {
    logosApi();
    const { user } = renderApp('/admin/school-logos');
    const withLogos = (await screen.findByRole('heading', { name: 'With Logos' })).parentElement!;
    expect(withLogos).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Without Logos' }).parentElement).toHaveTextContent('2');
    const search = screen.getByRole('searchbox', { name: 'Search schools by name or state' });
    await user.type(search, 'tx');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['University of Texas at Austin']);
    await user.clear(search);
    await user.type(search, 'auburn');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Auburn University']);
  });

  it('uploads an image as base64, refuses other files with the spec message, and deletes after a confirmation', async () => {
    const calls = logosApi();
    const { user } = renderApp('/admin/school-logos');
    const row = await screen.findByRole('listitem', { name: 'University of Texas at Austin' });
    // Past the picker's filter (a drop, or "All files"): the page still refuses it.
    await userEvent.setup({ applyAccept: false }).upload(
      within(row).getByLabelText('Logo file for University of Texas at Austin'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Invalid file type: Please upload an image file')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.upload(within(row).getByLabelText('Logo file for University of Texas at Austin'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: `/api/admin/school-logos/${texas.id}`, body: { contentBase64: 'iVBORw==' } });

    await user.click(screen.getByRole('button', { name: 'Delete logo of University of Alabama' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete logo?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/admin/school-logos/${alabama.id}`]));
  });

  it('shows 50 schools at a time, with Show more for the rest', async () => {
    const many = Array.from({ length: 60 }, (_, i) => school(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `School ${String(i).padStart(2, '0')}`, 'OH'));
    mockApi({ 'GET /api/admin/school-logos': ok({ schools: many, withLogo: 0, withoutLogo: 60 }) });
    const { user } = renderApp('/admin/school-logos');
    await screen.findByRole('listitem', { name: 'School 00' });
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more (10 more)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
  });

  it('reports auto-fetch results with the reason schools were skipped', async () => {
    logosApi();
    const { user } = renderApp('/admin/school-logos');
    await user.click(await screen.findByRole('button', { name: 'Auto-Fetch Logos' }));
    expect(await screen.findByText('Auto-fetch: 0 fetched, 0 failed, 2 skipped')).toBeInTheDocument();
    expect(screen.getByText(/No logo service is configured/)).toBeInTheDocument();
  });

  it('turns a non-admin away to / with "Access Denied"', async () => {
    mockApi({ 'GET /api/admin/school-logos': { status: 403, body: { message: 'Forbidden' } } });
    const { router } = renderApp('/admin/school-logos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
