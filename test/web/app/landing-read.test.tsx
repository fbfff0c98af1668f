/**
 * `index.html`'s early script (app/landing-read.ts) and the SPA taking its
 * read (lib/early-read.ts): the same request the page makes, made once.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/api/endpoints';
import { DETAIL_PATH, LIST_PATH, type LandingChunks, landingRead, startLandingRead } from '../../../web/src/app/landing-read';
import { adoptEarlyRead, dropEarlyRead } from '../../../web/src/lib/early-read';
import { storeSession } from '../support/fake-auth';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession } from '../support/session-mock';
import { detail, listItem, page } from '../party-events/party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const chunks: LandingChunks = { list: ['/assets/PartyEventsPage-a.js', '/assets/card-b.js'], detail: ['/assets/PartyEventPage-c.js'] };
const party = listItem();
const event = detail();
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

/** The browser at `path` before the SPA starts: the early script runs, then the SPA adopts what it left. */
function land(path: string) {
  window.history.replaceState(null, '', path);
  delete window.__earlyRead;
  startLandingRead(window, chunks);
}

beforeAll(async () => {
  await Promise.all([import('../../../web/src/features/party-events/PartyEventsPage'), import('../../../web/src/features/party-events/PartyEventPage')]);
}, 60_000);

afterEach(() => {
  resetSession();
  dropEarlyRead();
  delete window.__earlyRead;
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  window.history.replaceState(null, '', '/');
});

describe('the landing read', () => {
  it('reads the paths of the manifest', () => {
    expect(LIST_PATH).toBe(endpoints.listPartyEvents.path);
    expect(DETAIL_PATH).toBe(endpoints.getPartyEvent.path);
  });

  it('is the list with its filters, or the event by id; nothing elsewhere or for an id that is no UUID', () => {
    expect(landingRead('/party-events', '', chunks)).toEqual({ url: '/api/party-events', chunks: chunks.list });
    expect(landingRead('/party-events', '?type=sorority&state=WY&page=2&type2=x', chunks)?.url).toBe('/api/party-events?state=WY&type=sorority');
    expect(landingRead(`/party-events/${event.id}`, '', chunks)).toEqual({ url: `/api/party-events/${event.id}`, chunks: chunks.detail });
    expect(landingRead('/party-events/not-a-uuid', '', chunks)).toBeNull();
    expect(landingRead(`/party-events/${event.id}/analytics`, '', chunks)).toBeNull();
    expect(landingRead('/', '', chunks)).toBeNull();
    expect(landingRead('/events', '', chunks)).toBeNull();
  });

  it('on the list: the page shows what the early read brought and asks nothing more', async () => {
    const calls = mockApi({ 'GET /api/party-events': ok({ events: [party], nextCursor: null }) });
    land('/party-events?state=TX&type=fraternity');
    expect(calls.map((c) => c.path + c.search)).toEqual(['/api/party-events?state=TX&type=fraternity']);
    expect(preloads()).toEqual(chunks.list);
    adoptEarlyRead();
    renderApp('/party-events?state=TX&type=fraternity');
    expect(await screen.findByRole('link', { name: party.title })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(vi.mocked(fetch).mock.calls[0]).toEqual(['/api/party-events?state=TX&type=fraternity', { headers: { accept: 'application/json' } }]);
  });

  it('on an event: the page shows what the early read brought and asks nothing more', async () => {
    const calls = mockApi({ 'GET /api/party-events/{id}': ok(page(event)) });
    land(`/party-events/${event.id}`);
    adoptEarlyRead();
    renderApp(`/party-events/${event.id}`);
    expect(await screen.findByRole('heading', { name: event.title })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([`/api/party-events/${event.id}`]);
    expect(preloads()).toEqual(chunks.detail);
  });

  it('is taken once: the same list asked again is a new request', async () => {
    const calls = mockApi({ 'GET /api/party-events': ok({ events: [party], nextCursor: null }) });
    land('/party-events');
    adoptEarlyRead();
    const { api } = await import('../../../web/src/lib/api');
    await api('listPartyEvents');
    await api('listPartyEvents');
    expect(calls).toHaveLength(2);
  });

  it('serves no other request, and nothing once the SPA has left the page it was made on', async () => {
    const calls = mockApi({ 'GET /api/party-events': ok({ events: [party], nextCursor: null }) });
    const { api } = await import('../../../web/src/lib/api');
    land('/party-events');
    adoptEarlyRead();
    await api('listPartyEvents', { query: { state: 'TX' } });
    expect(calls).toHaveLength(2);

    window.history.replaceState(null, '', '/party-events?state=WY');
    await api('listPartyEvents');
    expect(calls).toHaveLength(3);

    land('/party-events');
    adoptEarlyRead();
    dropEarlyRead();
    await api('listPartyEvents');
    expect(calls).toHaveLength(5);
  });

  it('starts no read elsewhere, for a stored session, or once the SPA has started', () => {
    const calls = mockApi({});
    land('/');
    land('/party-events/not-a-uuid');
    expect(window.__earlyRead).toBeUndefined();
    expect(preloads()).toEqual([]);

    storeSession({ sub: 'a1b2c3d4-0000-4000-8000-000000000001', email: 'jordan@example.edu' });
    land('/party-events');
    expect(window.__earlyRead).toBeUndefined();
    expect(preloads()).toEqual(chunks.list);
    localStorage.clear();

    window.history.replaceState(null, '', '/party-events');
    adoptEarlyRead();
    startLandingRead(window, chunks);
    expect(window.__earlyRead).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('a failed early read is the page\'s error, as its own request\'s would be', async () => {
    const calls = mockApi({ 'GET /api/party-events': { status: 500, body: { message: 'Internal server error' } } });
    land('/party-events');
    adoptEarlyRead();
    renderApp('/party-events');
    expect(await screen.findByText('Failed to load events', { selector: 'p' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
