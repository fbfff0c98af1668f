/**
 * /profile's My Feed and Friends tabs, and the Follow toggle of a chapter,
 * against a mocked API: the spec's toasts and empty states, the server's
 * message on a refused friendship action, and counts asked again after a change.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedResponse, FriendsResponse } from '../../../shared/api/types';
import { me, studentSub } from '../support/accounts';
import { chapterPage } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const casey = { id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9', fullName: 'Casey Rivera', schoolName: 'Texas A&M University' };
const drew = { id: '2c3d4e5f-6071-4829-93a4-b5c6d7e8f9a0', fullName: 'Drew Park', schoolName: null };
const emery = { id: '3d4e5f60-7182-4930-a4b5-c6d7e8f9a0b1', fullName: 'Emery Park', schoolName: 'Rice University' };
const finley = { id: '4e5f6071-8293-4a41-b5c6-d7e8f9a0b1c2', fullName: 'Finley Park', schoolName: null };
const emptyFeed: FeedResponse = { events: [], photos: [], following: [] };

describe('/profile My Feed and Friends', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('My Feed without follows offers Explore Organizations', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/feed': ok(emptyFeed) });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'My Feed' }));
    expect(await screen.findByText('You are not following any organizations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Organizations' })).toHaveAttribute('href', '/organizations');
  });

  it('My Feed shows followed chapters’ events, photos and the Following list from one call', async () => {
    const { chapter, events } = chapterPage;
    const feed: FeedResponse = {
      events: [{ ...events[0]!, letters: chapter.letters, organizationName: chapter.name, schoolName: chapter.schoolName }],
      photos: [{ id: 'p1', url: 'https://media.example/p1.jpg', caption: 'Formal night', isVideo: false, createdAt: '2026-11-01T00:00:00.000Z' }],
      following: [{ id: chapter.id, letters: chapter.letters, name: chapter.name, type: chapter.type, schoolName: chapter.schoolName, state: chapter.state }],
    };
    const calls = mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/feed': ok(feed) });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'My Feed' }));
    expect(await screen.findByRole('link', { name: events[0]!.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Formal night' })).toBeInTheDocument();
    const following = screen.getByRole('heading', { name: 'Following' }).parentElement as HTMLElement;
    expect(within(following).getByRole('link', { name: chapter.letters })).toHaveAttribute('href', `/organizations/${chapter.id}`);
    expect(calls.filter((c) => c.path === '/api/me/feed')).toHaveLength(1);
  });

  it('Friends: accept an incoming request ("Friend request accepted!") and the counts are asked again', async () => {
    let friends: FriendsResponse = { friends: [], incoming: [casey], sent: [drew] };
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/friends': () => ok(friends),
      'POST /api/friends/requests/{id}/accept': () => {
        friends = { friends: [casey], incoming: [], sent: [drew] };
        return ok({ ok: true });
      },
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Friends' }));
    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    expect(screen.getByText('Drew Park')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Friend request accepted!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/friends/requests/${casey.id}/accept`)).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/me').length).toBeGreaterThan(1));
    expect(await screen.findByRole('tab', { name: 'Friends (1)' })).toBeInTheDocument();
  });

  it('Friends: reject a request ("Request rejected") and remove a friend ("Friend removed"), each by its own call', async () => {
    let friends: FriendsResponse = { friends: [drew], incoming: [casey], sent: [] };
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/friends': () => ok(friends),
      'DELETE /api/friends/requests/{id}': () => {
        friends = { ...friends, incoming: [] };
        return ok({ ok: true });
      },
      'DELETE /api/friends/{id}': () => {
        friends = { ...friends, friends: [] };
        return ok({ ok: true });
      },
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Friends' }));
    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(await screen.findByText('No incoming requests')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Friends (1)' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Friend removed')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Friends (0)' })).toBeInTheDocument();
    const deletes = calls.filter((c) => c.method === 'DELETE').map((c) => c.path);
    expect(deletes).toEqual([`/api/friends/requests/${casey.id}`, `/api/friends/${drew.id}`]);
  });

  it('Friends: search finds nobody until asked, sends a request, and shows the server’s message when refused', async () => {
    let refuse = false;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/friends': ok({ friends: [], incoming: [], sent: [] }),
      'GET /api/friends/search': ok({ results: [casey] }),
      'POST /api/friends/requests': () => (refuse ? { status: 409, body: { message: 'Friend request already sent' } } : { status: 201, body: { status: 'pending' } }),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Friends' }));
    await user.click(await screen.findByRole('tab', { name: 'Add' }));
    expect(calls.some((c) => c.path === '/api/friends/search')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'casey');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Texas A&M University')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/friends/search')?.search).toBe('?q=casey');
    await user.click(screen.getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('Friend request sent!')).toBeInTheDocument();
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('Friend request already sent')).toBeInTheDocument();
  });

  it('Friends: search says who is a friend or has a request pending, and accepts an incoming one from there', async () => {
    let friends: FriendsResponse = { friends: [casey], incoming: [emery], sent: [drew] };
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/friends': () => ok(friends),
      'GET /api/friends/search': ok({ results: [casey, drew, emery, finley] }),
      'POST /api/friends/requests/{id}/accept': () => {
        friends = { friends: [emery, casey], incoming: [], sent: [drew] };
        return ok({ ok: true });
      },
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Friends' }));
    await user.click(await screen.findByRole('tab', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'park');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = async (name: string) => within((await screen.findByText(name)).closest('li') as HTMLElement);

    expect((await row('Casey Rivera')).getByText('Friends')).toBeInTheDocument();
    expect((await row('Casey Rivera')).queryByRole('button')).toBeNull();
    expect((await row('Drew Park')).getByText('Request sent')).toBeInTheDocument();
    expect((await row('Drew Park')).queryByRole('button')).toBeNull();
    expect((await row('Finley Park')).getByRole('button', { name: 'Add Friend' })).toBeInTheDocument();

    await user.click((await row('Emery Park')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Friend request accepted!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/friends/requests/${emery.id}/accept`)).toBe(true);
    await waitFor(async () => expect((await row('Emery Park')).getByText('Friends')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Friends (2)' })).toBeInTheDocument();
  });
});

describe('chapter Follow toggle', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });
  const path = `/organizations/${chapterPage.chapter.id}`;

  it('follows ("Following!", count +1) and unfollows ("Unfollowed")', async () => {
    let following = false;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/chapters/{id}/viewer': () => ok({ ...chapterPage, chapter: { ...chapterPage.chapter, followerCount: 128 + Number(following) }, viewer: { following } }),
      'PUT /api/chapters/{id}/follow': ({ body }) => {
        following = (body as { following: boolean }).following;
        return ok({ following, followerCount: 128 + Number(following) });
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('129 followers')).toBeInTheDocument();
    expect(await screen.findByText('Following!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByText('128 followers')).toBeInTheDocument();
    expect(await screen.findByText('Unfollowed')).toBeInTheDocument();
    // One screen, one request: the page and the viewer's follow came in one request; each answer updated it without asking again.
    expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/chapters')).map((c) => c.path)).toEqual([`/api/chapters/${chapterPage.chapter.id}/viewer`]);
  });

  it('says "Failed to update follow status" when the API fails', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/chapters/{id}/viewer': ok({ ...chapterPage, viewer: { following: false } }),
      'PUT /api/chapters/{id}/follow': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to update follow status')).toBeInTheDocument();
    expect(screen.getByText('128 followers')).toBeInTheDocument();
  });
});
