import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chapterPage, nationals, sigmaChiNational } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const cardTitles = (section: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${section}`) }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/organizations directory', () => {
  it('shows fraternities first, then sororities, with counts, letters, names and school counts', async () => {
    mockApi({ 'GET /api/organizations': ok({ organizations: nationals }) });
    renderApp('/organizations');
    await screen.findByRole('heading', { name: 'Fraternities (3)' });
    expect(sectionTitles()).toEqual(['Fraternities (3)', 'Sororities (2)']);
    expect(cardTitles('Fraternities')).toEqual(['ΑΤΩ', 'FarmHouse', 'ΣΧ']);
    expect(cardTitles('Sororities')).toEqual(['ΑΧΩ', 'ΚΔ']);
    expect(screen.getByText('25 schools')).toBeInTheDocument();
    expect(screen.getByText('1 school')).toBeInTheDocument();
  });

  it('searches names and letters case-insensitively, and says when nothing matches', async () => {
    mockApi({ 'GET /api/organizations': ok({ organizations: nationals }) });
    const { user } = renderApp('/organizations');
    const search = await screen.findByRole('searchbox', { name: /search organizations/i });
    await user.type(search, 'CHI');
    expect(sectionTitles()).toEqual(['Fraternities (1)', 'Sororities (1)']);
    await user.clear(search);
    await user.type(search, 'κδ');
    expect(sectionTitles()).toEqual(['Sororities (1)']);
    await user.clear(search);
    await user.type(search, 'zeta zeta');
    expect(screen.getByText('No greek organizations found matching your search.')).toBeInTheDocument();
  });

  it('View Profile carries the chosen state', async () => {
    mockApi({ 'GET /api/organizations': ok({ organizations: nationals }) });
    const { user } = renderApp('/organizations');
    const profile = await screen.findByRole('link', { name: 'View profile of Sigma Chi' });
    expect(profile).toHaveAttribute('href', '/national/sigma-chi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Sigma Chi by state' }), 'MI');
    expect(profile).toHaveAttribute('href', '/national/sigma-chi?state=MI');
  });

  it('populates the organizations once when none exist, then reloads', async () => {
    let populated = false;
    const calls = mockApi({
      'GET /api/organizations': () => ok({ organizations: populated ? nationals : [] }),
      'POST /api/organizations/populate': () => {
        populated = true;
        return ok({ created: true, organizations: 5, chapters: 61, schools: 5 });
      },
    });
    renderApp('/organizations');
    expect(await screen.findByRole('heading', { name: 'Fraternities (3)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('tells the user when population fails', async () => {
    const calls = mockApi({
      'GET /api/organizations': ok({ organizations: [] }),
      'POST /api/organizations/populate': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderApp('/organizations');
    expect(await screen.findByText('Failed to populate greek organizations')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows "Failed to load greek organizations" when the API fails', async () => {
    mockApi({ 'GET /api/organizations': { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp('/organizations');
    expect((await screen.findAllByText('Failed to load greek organizations')).length).toBeGreaterThan(0);
  });
});

describe('View Schools overlay and chapter dialog', () => {
  it('lists the chapters in the chosen state, each linking to its chapter page', async () => {
    const texas = sigmaChiNational.chapters.filter((c) => c.state === 'TX');
    const calls = mockApi({
      'GET /api/organizations': ok({ organizations: nationals }),
      'GET /api/nationals/{key}': ok({ ...sigmaChiNational, chapters: texas }),
    });
    const { user } = renderApp('/organizations');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter Sigma Chi by state' }), 'TX');
    await user.click(screen.getByRole('button', { name: 'View schools of Sigma Chi' }));
    const sheet = await screen.findByRole('dialog', { name: 'ΣΧ Chapters' });
    const link = await within(sheet).findByRole('link', { name: 'University of Texas at Austin' });
    expect(link).toHaveAttribute('href', `/organizations/${texas[0]!.id}`);
    expect(within(sheet).getAllByRole('link')).toHaveLength(2);
    expect(calls.find((c) => c.path === '/api/nationals/sigma-chi')?.search).toBe('?state=TX');
  });

  it('says "No Chapters Found" when the organization has none there', async () => {
    mockApi({
      'GET /api/organizations': ok({ organizations: nationals }),
      'GET /api/nationals/{key}': ok({ ...sigmaChiNational, chapters: [] }),
    });
    const { user } = renderApp('/organizations');
    await user.click(await screen.findByRole('button', { name: 'View schools of Kappa Delta' }));
    expect(await screen.findByText('No Chapters Found')).toBeInTheDocument();
  });

  it('opens a chapter with Upcoming Events and Photos tabs', async () => {
    mockApi({
      'GET /api/organizations': ok({ organizations: nationals }),
      'GET /api/nationals/{key}': ok(sigmaChiNational),
      'GET /api/chapters/{id}': ok(chapterPage),
    });
    const { user } = renderApp('/organizations');
    await user.click(await screen.findByRole('button', { name: 'View schools of Sigma Chi' }));
    await user.click(await screen.findByRole('button', { name: 'Events and photos at University of Texas at Austin' }));
    const dialog = await screen.findByRole('dialog', { name: 'ΣΧ at University of Texas at Austin' });
    expect(within(dialog).getByRole('tab', { name: 'Upcoming Events', selected: true })).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Snowball Formal' })).toHaveAttribute(
      'href',
      '/party-events/c1829304-b5c6-4d12-b3e4-6f708192a3b4',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Photos' }));
    expect(within(dialog).getByRole('img', { name: 'Bid Day 2026' })).toBeInTheDocument();
  });

  it('shows the empty states of both tabs', async () => {
    mockApi({
      'GET /api/organizations': ok({ organizations: nationals }),
      'GET /api/nationals/{key}': ok(sigmaChiNational),
      'GET /api/chapters/{id}': ok({ ...chapterPage, events: [], photos: [] }),
    });
    const { user } = renderApp('/organizations');
    await user.click(await screen.findByRole('button', { name: 'View schools of Sigma Chi' }));
    await user.click(await screen.findByRole('button', { name: 'Events and photos at Arizona State University' }));
    const dialog = await screen.findByRole('dialog', { name: /^ΣΧ at/ });
    expect(await within(dialog).findByText('No upcoming events at this chapter. Check back soon!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Photos' }));
    await waitFor(() => expect(within(dialog).getByText('No photos or videos yet')).toBeInTheDocument());
  });
});
