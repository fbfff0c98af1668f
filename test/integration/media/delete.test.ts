/**
 * Deleting photos and videos: who may (the uploader, the chapter's leaders,
 * platform admins), what goes (the items, the original and its gallery
 * image, the chapter's recent-media entry, refilled from older ones), and
 * account deletion and event deletion taking their uploads with them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterDetail, MediaItem } from '../../../shared/api/types';
import { getMediaRecord, listChapterMedia, listEventMedia, type MediaRecord } from '../../../functions/domains/catalog/media/media';
import { writeMediaRecord } from '../../../functions/domains/catalog/media/writes';
import { readUserPartition } from '../../../functions/domains/people/users';
import type { RunningApiServer } from '../../../infra/local/api-server';
import { createTestPool, signIn, signUpAndConfirm, type PoolIds } from '../../support/cognito';
import { accessClaims, invoke } from '../../support/invoke';
import { apiCall, startPoolApi } from '../../support/pool-api';
import { useFreshTable } from '../../support/table';
import { newAdmin, newChapter, newEvent, newLeader, newUser, type TestUser } from '../party-events/fixtures';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { putImage } from '../../../functions/media/objects';
import { pngImage, post, stored, recentMedia } from './fixtures';

useFreshTable();

let chapter: ChapterDetail;
let event: PartyEvent;
let uploader: TestUser;
let pool: PoolIds;
let server: RunningApiServer;
beforeAll(async () => {
  chapter = await newChapter();
  event = await newEvent(chapter, '2031-01-10');
  uploader = await newUser();
  pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  server = await startPoolApi(pool);
});
afterAll(async () => {
  await server?.close();
});

/** A recorded photo of `user` at `at`, with the object keys it stored. */
async function photo(user: TestUser, at: PartyEvent = event) {
  const { res } = await post(user, at.id, await pngImage(32, 24), 'image/png');
  expect(res.statusCode).toBe(201);
  const record = (await getMediaRecord(res.json.id))!;
  return { item: res.json, objects: [record.objectKey, record.thumbKey!] };
}

const remove = (user: TestUser, id: string) => invoke('deleteMedia', { params: { id }, claims: user.claims });

/** Nothing of the photo is left: no record, no gallery entry, no objects, not in recent media. */
async function expectGone(item: MediaItem, objects: string[]) {
  expect(await getMediaRecord(item.id)).toBeUndefined();
  expect((await listEventMedia(item.eventId!, 100)).map((m) => m.id)).not.toContain(item.id);
  expect((await listChapterMedia(item.chapterId!, 100)).map((m) => m.id)).not.toContain(item.id);
  expect((await recentMedia(item.chapterId!)).map((m) => m.id)).not.toContain(item.id);
  for (const key of objects) expect(await stored(key), key).toBe(false);
}

describe('who may delete a photo', () => {
  it('its uploader: everything goes', async () => {
    const { item, objects } = await photo(uploader);
    expect((await remove(uploader, item.id)).statusCode).toBe(200);
    await expectGone(item, objects);
    expect((await remove(uploader, item.id)).statusCode).toBe(404);
  });

  it("the chapter's leaders and platform admins", async () => {
    for (const deleter of [await newLeader(chapter, 'president'), await newLeader(chapter, 'media_manager'), await newAdmin()]) {
      const { item, objects } = await photo(uploader);
      expect((await remove(deleter, item.id)).statusCode).toBe(200);
      await expectGone(item, objects);
    }
  });

  it("not another student, nor another chapter's leader: nothing changes", async () => {
    const { item, objects } = await photo(uploader);
    const other = await newChapter();
    for (const stranger of [await newUser(), await newLeader(other, 'president')]) {
      const res = await remove(stranger, item.id);
      expect(res.statusCode).toBe(403);
      expect(res.json).toEqual({ message: 'You can only delete your own photos' });
    }
    expect(await getMediaRecord(item.id)).toBeDefined();
    expect((await recentMedia(chapter.id)).map((m) => m.id)).toContain(item.id);
    for (const key of objects) expect(await stored(key)).toBe(true);
  });
});

describe('a photo recorded before uploads were copied (at its upload key, at the root of the bucket)', () => {
  it('is still listed and served from its key, and deleted with its files', async () => {
    const own = await newChapter();
    const at = await newEvent(own, '2031-01-20');
    const objectKey = `${uploader.sub}/${at.id}/1900000000000-0a1b2c3d.png`;
    const thumbKey = `thumbs/${uploader.sub}/${at.id}/1900000000000-0a1b2c3d.webp`;
    const png = await pngImage(8, 8);
    await Promise.all([putImage(objectKey, png, 'image/png'), putImage(thumbKey, png, 'image/webp')]);
    const record: MediaRecord = {
      id: randomUUID(),
      eventId: at.id,
      chapterId: own.id,
      nationalKey: own.nationalKey,
      objectKey,
      thumbKey,
      caption: 'From before',
      isVideo: false,
      uploadedBy: uploader.sub,
      createdAt: '2031-01-20T20:00:00.000Z',
    };
    expect(await writeMediaRecord(record)).toBe('recorded');
    const [listed] = await listEventMedia(at.id, 10);
    expect(listed?.url).toMatch(new RegExp(`/event-media/${objectKey}$`));
    expect(Buffer.from(await (await fetch(listed!.url)).arrayBuffer())).toEqual(png);

    expect((await remove(uploader, record.id)).statusCode).toBe(200);
    await expectGone(listed!, [objectKey, thumbKey]);
  });
});

describe("the chapter's recent media", () => {
  it('stays the newest 12 after a deletion: an older photo moves up', async () => {
    const own = await newChapter();
    const at = await newEvent(own, '2031-02-02');
    const posted: MediaItem[] = [];
    for (let i = 0; i < 14; i++) posted.push((await photo(uploader, at)).item);
    const newestFirst = [...posted].reverse();
    expect((await recentMedia(own.id)).map((m) => m.id)).toEqual(newestFirst.slice(0, 12).map((m) => m.id));
    expect((await remove(uploader, newestFirst[3]!.id)).statusCode).toBe(200);
    const expected = newestFirst.filter((_, i) => i !== 3).slice(0, 12);
    expect((await recentMedia(own.id)).map((m) => m.id)).toEqual(expected.map((m) => m.id));
  });

  it('survives concurrent posts and deletions: it always equals the newest of the gallery', async () => {
    const own = await newChapter();
    const at = await newEvent(own, '2031-02-03');
    const first = await Promise.all(Array.from({ length: 6 }, () => photo(uploader, at)));
    await Promise.all([
      ...first.slice(0, 3).map(({ item }) => remove(uploader, item.id)),
      ...Array.from({ length: 4 }, () => photo(uploader, at)),
    ]);
    const gallery = await listChapterMedia(own.id, 12);
    expect((await recentMedia(own.id)).map((m) => m.id)).toEqual(gallery.map((m) => m.id));
    expect(gallery).toHaveLength(7);
  });
});

describe('deleting an account', () => {
  it('deletes every upload of the person with its files, and no one else’s', async () => {
    const email = `uploader-${Date.now()}@example.edu`;
    const sub = await signUpAndConfirm({ pool, username: email, attributes: { email, name: 'Uma Uploader' } });
    const { accessToken } = await signIn(email, 'secret1', { pool });
    expect((await apiCall(server, 'GET', '/me', accessToken)).status).toBe(200);
    const person: TestUser = { sub, email, fullName: 'Uma Uploader', claims: accessClaims(sub) };
    const other = await newEvent(await newChapter(), '2031-03-03');
    const mine = [await photo(person), await photo(person, other)];
    const theirs = await photo(uploader);

    expect((await apiCall(server, 'DELETE', '/me', accessToken, { confirm: 'DELETE' })).status).toBe(200);

    for (const { item, objects } of mine) await expectGone(item, objects);
    expect((await readUserPartition(sub)).items).toEqual([]);
    expect(await getMediaRecord(theirs.item.id)).toBeDefined();
    for (const key of theirs.objects) expect(await stored(key)).toBe(true);
  });
});

describe('deleting a party event', () => {
  it('removes its photos with their files, galleries, recent media and uploaders’ views; the chapter’s other events keep theirs', async () => {
    const own = await newChapter();
    const doomed = await newEvent(own, '2031-04-04');
    const kept = await newEvent(own, '2031-04-05');
    const gone = [await photo(uploader, doomed), await photo(uploader, doomed)];
    const other = await photo(uploader, kept);

    const res = await invoke('deletePartyEvent', { params: { id: doomed.id }, claims: (await newAdmin()).claims });
    expect(res.statusCode, res.text).toBe(200);

    for (const { item, objects } of gone) await expectGone(item, objects);
    const views = (await readUserPartition(uploader.sub)).items.filter((i) => i.entity === 'mediaView').map((i) => i.id);
    expect(views).toContain(other.item.id);
    for (const { item } of gone) expect(views).not.toContain(item.id);
    expect((await recentMedia(own.id)).map((m) => m.id)).toEqual([other.item.id]);
    for (const key of other.objects) expect(await stored(key)).toBe(true);
  });

  it('records nothing for an event that is gone by the time the record is written', async () => {
    const own = await newChapter();
    const record: MediaRecord = {
      id: randomUUID(),
      eventId: randomUUID(),
      chapterId: own.id,
      nationalKey: own.nationalKey,
      objectKey: `${uploader.sub}/late/1900000000000-0a1b2c3d.png`,
      caption: null,
      isVideo: false,
      uploadedBy: uploader.sub,
      createdAt: '2031-04-04T20:00:00.000Z',
    };
    expect(await writeMediaRecord(record)).toBe('noEvent');
    expect(await getMediaRecord(record.id)).toBeUndefined();
    expect(await listChapterMedia(own.id, 10)).toEqual([]);
    expect(await recentMedia(own.id)).toEqual([]);
  });
});
