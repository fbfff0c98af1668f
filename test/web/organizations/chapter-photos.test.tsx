/**
 * The chapter page's Photos tab: Upload Photo/Video posts to the event the
 * person picks among the chapter's upcoming events, then the page reads its
 * gallery again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChapterPageResponse, MediaItem } from '../../../shared/api/types';
import { me, studentSub } from '../support/accounts';
import { chapterPage } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const picked = chapterPage.events[1]!;
const KEY = `${studentSub}/${picked.id}/1795436166556-0a1b2c3d.png`;
const posted: MediaItem = {
  id: 'f4b52637-e8f9-4a45-86b7-92a3b4c5d6e7',
  url: `http://127.0.0.1:4569/event-media/${KEY}`,
  thumbnailUrl: null,
  caption: 'Snowball crowd',
  isVideo: false,
  createdAt: '2026-12-12T23:00:00.000Z',
  eventId: picked.id,
  chapterId: chapterPage.chapter.id,
  uploadedBy: studentSub,
};

beforeEach(() => {
  resetSession();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('chapter page Photos tab', () => {
  it('Upload Photo/Video posts to the picked event, and the gallery shows it', async () => {
    let page: ChapterPageResponse = chapterPage;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/chapters/{id}/viewer': () => ok({ ...page, viewer: { following: false } }),
      'POST /api/party-events/{id}/media/uploads': ok({ url: 'http://127.0.0.1:4569/event-media', fields: { key: KEY, Policy: 'p' }, key: KEY }),
      'POST /event-media': { status: 204 },
      'POST /api/party-events/{id}/media': () => {
        page = { ...chapterPage, photos: [posted, ...chapterPage.photos] };
        return ok(posted);
      },
    });
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    const { user } = renderApp(`/organizations/${chapterPage.chapter.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Photos' }));
    await user.click(await screen.findByRole('button', { name: 'Upload Photo/Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photo/Video' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Event' }), picked.title);
    fireEvent.change(within(dialog).getByLabelText('Photo or video'), {
      target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'party.png', { type: 'image/png' })] },
    });
    await user.type(within(dialog).getByLabelText('Caption (optional)'), 'Snowball crowd');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([`POST /api/party-events/${picked.id}/media/uploads`, `POST /api/party-events/${picked.id}/media`]),
    );
    expect(await screen.findByAltText('Snowball crowd')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/chapters/${chapterPage.chapter.id}/viewer`).length).toBeGreaterThan(1);
  });
});
