import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../shared/api/types';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok, type MockHandler } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { detail, page } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const event = detail();
const path = `/party-events/${event.id}`;
const KEY = `${studentSub}/${event.id}/1795436166556-0a1b2c3d.png`;
const posted: MediaItem = {
  id: 'b3a41526-d7e8-4f34-95a6-8192a3b4c5d6',
  url: `http://127.0.0.1:4569/event-media/${KEY}`,
  thumbnailUrl: `http://127.0.0.1:4569/event-media/thumbs/${KEY.replace('.png', '.webp')}`,
  caption: 'Kickoff crowd',
  isVideo: false,
  createdAt: '2026-11-22T23:00:00.000Z',
  eventId: event.id,
  uploadedBy: studentSub,
};

beforeAll(async () => {
  await import('../../../web/src/features/party-events/PartyEventPage');
}, 60_000);
beforeEach(() => {
  resetSession();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

function routes(record: MockHandler = () => ok(posted)) {
  return mockApi({
    'GET /api/party-events/{id}/viewer': ok(page()),
    'POST /api/party-events/{id}/media/uploads': ok({ url: 'http://127.0.0.1:4569/event-media', fields: { key: KEY, Policy: 'p' }, key: KEY }),
    'POST /event-media': { status: 204 },
    'POST /api/party-events/{id}/media': record,
  });
}

async function openDialog() {
  signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Post Photo/Video' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post Photo/Video' });
  const input = within(dialog).getByLabelText('Photo or video');
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { ...app, dialog, pick };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'party.png', { type: 'image/png' });

describe('Post Photo/Video on the event page', () => {
  it('a visitor is sent to sign in first', async () => {
    mockApi({ 'GET /api/party-events/{id}': ok(page()) });
    const { user, router } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Post Photo/Video' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('says so when no file is chosen, when it is over 50MB and when it is no photo or video', async () => {
    routes();
    const { dialog, user, pick } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a photo or video to upload')).toBeInTheDocument();

    const big = png();
    Object.defineProperty(big, 'size', { value: 52_428_801 });
    pick(big);
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select a file under 50MB')).toBeInTheDocument();

    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
  });

  it('previews the file, counts the caption, posts it and shows it first in the gallery', async () => {
    const calls = routes();
    const { dialog, user, pick } = await openDialog();
    pick(png());
    expect(await within(dialog).findByAltText('Preview')).toHaveAttribute('src', 'blob:preview');
    await user.type(within(dialog).getByLabelText('Caption (optional)'), 'Kickoff crowd');
    expect(within(dialog).getByTestId('caption-counter')).toHaveTextContent('13/500');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([`POST /api/party-events/${event.id}/media/uploads`, `POST /api/party-events/${event.id}/media`]),
    );
    expect(calls.find((c) => c.path.endsWith('/media'))?.body).toEqual({ key: KEY, caption: 'Kickoff crowd' });
    expect(screen.getByAltText('Kickoff crowd')).toHaveAttribute('src', posted.thumbnailUrl);
  });

  it('says "Upload failed" with the reason the API gives', async () => {
    routes(() => ({ status: 400, body: { message: 'Invalid file type' } }));
    const { dialog, user, pick } = await openDialog();
    pick(png());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Post Photo/Video' })).toBeInTheDocument();
  });
});

describe('deleting from the event gallery', () => {
  const others: MediaItem = { ...posted, id: 'c4b52637-e8f9-4a05-86b7-9203c4d5e6f7', caption: 'Someone else’s shot', uploadedBy: 'another-sub' };

  it('offers a student Delete on their own photo only, and takes it off the page', async () => {
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok({ ...page(), photos: [posted, others] }),
      'DELETE /api/media/{id}': ok({ ok: true }),
    });
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Delete Kickoff crowd' }));
    expect(screen.queryByRole('button', { name: 'Delete Someone else’s shot' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByAltText('Kickoff crowd')).not.toBeInTheDocument());
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/media/${posted.id}`]);
    expect(screen.getByAltText('Someone else’s shot')).toBeInTheDocument();
  });

  it('a leader of the event’s chapter may delete anyone’s', async () => {
    mockApi({
      'GET /api/me': ok(me({ roles: [{ chapterId: event.chapterId, role: 'media_manager', letters: 'ΣΧ', name: 'Sigma Chi', schoolName: 'UT' }] })),
      'GET /api/party-events/{id}/viewer': ok({ ...page(), photos: [{ ...others, chapterId: event.chapterId }] }),
    });
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Delete Someone else’s shot' })).toBeInTheDocument();
  });
});
