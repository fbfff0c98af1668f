/**
 * Post Photo/Video against the local S3 and DynamoDB: a real upload is
 * copied under `checked/`, recorded with its gallery image and shows in the
 * event's and the chapter's galleries; what breaks a rule (too large, not
 * what it claims to be) is deleted and nothing is recorded.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChapterDetail, ChapterPageResponse, PartyEventPageResponse } from '../../../shared/api/types';
import { s3Client } from '../../../functions/lib/clients/s3';
import { loadConfig } from '../../../functions/lib/config';
import { getMediaRecord, listEventMedia } from '../../../functions/domains/catalog/media/media';
import { readObject } from '../../../functions/media/objects';
import { sniffMediaType } from '../../../functions/media/sniff';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newUser, type TestUser } from '../party-events/fixtures';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { mp4Video, webmVideo, ftyp } from '../../support/videos';
import { leftOf, pngImage, post, presign, record, stored, recentMedia } from './fixtures';

useFreshTable();

let chapter: ChapterDetail;
let event: PartyEvent;
let user: TestUser;
beforeAll(async () => {
  chapter = await newChapter();
  event = await newEvent(chapter, '2031-01-10');
  user = await newUser();
});

/** Nothing of the upload at `key` is stored: no object (the upload, its checked copy, a gallery image), nothing in the galleries. */
async function expectNothingRecorded(eventId: string, key: string) {
  expect(await leftOf(key)).toEqual([]);
  const name = key.replace(/^uploads\//, '').replace(/\.[^./]+$/, '');
  expect((await listEventMedia(eventId, 50)).map((m) => m.url).filter((u) => u.includes(name))).toEqual([]);
  expect((await recentMedia(chapter.id)).map((m) => m.url).filter((u) => u.includes(name))).toEqual([]);
}

describe('posting a photo', () => {
  it('records it with a small WebP gallery image, newest first in the event, chapter and recent media', async () => {
    const { key, res } = await post(user, event.id, await pngImage(), 'image/png', '  Bid night  ');
    expect(res.statusCode).toBe(201);
    const item = res.json;
    expect(item).toMatchObject({ caption: 'Bid night', isVideo: false, eventId: event.id, chapterId: chapter.id, uploadedBy: user.sub });
    // Served from the API's own copy; the upload itself is gone.
    expect(item.url).toMatch(new RegExp(`/checked/${user.sub}/${event.id}/\\d{13}-[0-9a-f]{8}-[0-9a-f]{8}\\.png$`));
    expect(await stored(key)).toBe(false);
    expect(item.thumbnailUrl).toMatch(/\/thumbs\/.+\.webp$/);

    const thumbKey = (await getMediaRecord(item.id))!.thumbKey!;
    const thumb = await readObject(thumbKey);
    expect(sniffMediaType(thumb)).toBe('image/webp');
    expect(thumb.byteLength).toBeLessThan(20_000);

    const page = await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: event.id } });
    expect(page.json.photos.map((p) => p.id)).toContain(item.id);
    const chapterPage = await invoke<ChapterPageResponse>('getChapter', { params: { id: chapter.id } });
    expect(chapterPage.json.photos[0]?.id).toBe(item.id);
    expect((await recentMedia(chapter.id))[0]).toEqual(item);
  });

  it('records a video without a gallery image (a video by its address)', async () => {
    for (const [video, type] of [[mp4Video(), 'video/mp4'], [webmVideo({ openSizes: true }), 'video/webm']] as const) {
      const { res } = await post(user, event.id, video, type);
      expect(res.statusCode, res.text).toBe(201);
      expect(res.json).toMatchObject({ isVideo: true, thumbnailUrl: null, caption: null });
      expect(res.json.url).toMatch(/\/checked\/.+\.(mp4|webm)$/);
    }
  });

  it('keeps the newest 12 on the chapter, newest first', async () => {
    const other = await newEvent(chapter, '2031-02-01');
    const small = await pngImage(40, 30);
    const posted: string[] = [];
    for (let i = 0; i < 13; i++) posted.push((await post(user, other.id, small, 'image/png', `#${i}`)).res.json.id);
    const recent = await recentMedia(chapter.id);
    expect(recent).toHaveLength(12);
    const order = recent.map((m) => `${m.createdAt}#${m.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('records one upload once', async () => {
    const { key, res } = await post(user, event.id, await pngImage(60, 60), 'image/png');
    expect(res.statusCode).toBe(201);
    expect((await record(user, event.id, key)).statusCode).toBe(409);
  });
});

describe('what breaks a rule is deleted, and nothing is recorded', () => {
  it('a file over 50 MB that reached the bucket by another way than the form (the form itself cannot: its policy)', async () => {
    const upload = await presign(user, event.id, 'image/png', 1000);
    const png = await pngImage(10, 10);
    const body = Buffer.alloc(52_428_801);
    png.copy(body);
    await s3Client().send(new PutObjectCommand({ Bucket: loadConfig().mediaBucket, Key: upload.key, Body: body, ContentType: 'image/png' }));
    const res = await record(user, event.id, upload.key);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ message: 'File too large' });
    await expectNothingRecorded(event.id, upload.key);
  });

  it('a file that is not what its name and type say', async () => {
    const { key, res } = await post(user, event.id, Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ message: 'Invalid file type' });
    await expectNothingRecorded(event.id, key);
  });

  it('an image of another allowed type than declared', async () => {
    const { key, res } = await post(user, event.id, await pngImage(20, 20), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ message: 'Invalid file type' });
    await expectNothingRecorded(event.id, key);
  });

  it('a video whose first box is right but whose rest is a web page', async () => {
    const page = Buffer.concat([ftyp(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const { key, res } = await post(user, event.id, page, 'video/mp4');
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ message: 'Invalid file type' });
    await expectNothingRecorded(event.id, key);
  });

  it('a file with an image signature but no image after it', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const { key, res } = await post(user, event.id, fake, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ message: 'Invalid file type' });
    await expectNothingRecorded(event.id, key);
  });
});

describe('refused before anything is stored', () => {
  it('a declared size over 50 MB, a type not allowed, an unknown event', async () => {
    const tooBig = await invoke('createMediaUpload', { params: { id: event.id }, body: { contentType: 'image/png', size: 52_428_801 }, claims: user.claims });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.text).toContain('File too large');
    const pdf = await invoke('createMediaUpload', { params: { id: event.id }, body: { contentType: 'application/pdf', size: 10 }, claims: user.claims });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.text).toContain('Invalid file type');
    const unknown = await invoke('createMediaUpload', { params: { id: chapter.id }, body: { contentType: 'image/png', size: 10 }, claims: user.claims });
    expect(unknown.statusCode).toBe(404);
  });

  it("a key this API did not hand the caller for this event (someone else's upload)", async () => {
    const upload = await presign(user, event.id, 'image/png', 100);
    const stranger = await newUser();
    expect((await record(stranger, event.id, upload.key)).statusCode).toBe(400);
    const other = await newEvent(chapter, '2031-03-01');
    expect((await record(user, other.id, upload.key)).statusCode).toBe(400);
  });
});
