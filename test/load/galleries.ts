/**
 * Photos for the bench's galleries and My Feed, recorded through the media
 * function's own repository (`writeMediaRecord`: gallery item, record, the
 * uploader's view and the chapter's `recentMedia`, in one transaction). The
 * galleries read only these records, so no object is uploaded to S3.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { getChapter } from '../../functions/lib/db/chapters';
import type { MediaRecord } from '../../functions/lib/db/media';
import { writeMediaRecord } from '../../functions/lib/db/media-writes';
import { getPartyEvent, partyEventItem } from '../../functions/lib/db/party-events';
import { batchPut } from '../../functions/lib/db/table';

/** Where photos are posted: an event and the chapter and national it belongs to. */
export interface PhotoTarget {
  eventId: string;
  chapterId: string;
  nationalKey: string;
}

/** Photos posted to one event, one second apart: more than any gallery shows (chapter 12, national 24, event 24). */
export const GALLERY_PHOTOS = 40;

/** Records `count` photos of `uploadedBy` on the target, newest last. */
export async function postPhotos(target: PhotoTarget, count: number, uploadedBy: string): Promise<void> {
  const start = Date.now() - count * 1000;
  for (let i = 0; i < count; i++) {
    const stamp = start + i * 1000;
    const objectKey = `${uploadedBy}/${target.eventId}/${stamp}-${randomBytes(4).toString('hex')}.jpg`;
    const record: MediaRecord = {
      id: randomUUID(),
      ...target,
      objectKey,
      thumbKey: `thumbs/${objectKey.replace(/\.jpg$/, '')}.webp`,
      caption: `Bench photo ${i + 1}`,
      isVideo: false,
      uploadedBy,
      createdAt: new Date(stamp).toISOString(),
    };
    const outcome = await writeMediaRecord(record);
    if (outcome !== 'recorded') throw new Error(`Recording a bench photo of ${target.chapterId} answered ${outcome}`);
  }
}

/** The party event's target (its chapter and national), read from the table. */
export async function eventTarget(eventId: string): Promise<PhotoTarget> {
  const event = await getPartyEvent(eventId);
  if (!event) throw new Error(`Party event ${eventId} is not in the table`);
  return { eventId, chapterId: event.chapterId, nationalKey: event.nationalKey };
}

/**
 * Fills every chapter's `recentMedia` (the feed's largest items: a full
 * list on each of `chapterIds`), a few chapters at a time. The photos go to
 * a past event added to each chapter, a copy of `templateEventId` (past: no
 * list or feed shows it; a photo needs its event to exist).
 */
export async function fillRecentMedia(chapterIds: string[], perChapter: number, uploadedBy: string, templateEventId: string): Promise<void> {
  const template = await getPartyEvent(templateEventId);
  if (!template) throw new Error(`Party event ${templateEventId} is not in the table`);
  const targets: PhotoTarget[] = [];
  const events = [];
  for (const id of chapterIds) {
    const chapter = await getChapter(id);
    if (!chapter) throw new Error(`Chapter ${id} is not in the table`);
    const { nationalKey, letters, name, type, schoolId, schoolName, state } = chapter;
    const eventId = randomUUID();
    events.push(
      partyEventItem({ ...template, id: eventId, chapterId: id, nationalKey, letters, organizationName: name, organizationType: type, schoolId, schoolName, state, date: '2020-01-10' }),
    );
    targets.push({ eventId, chapterId: id, nationalKey });
  }
  await batchPut(events);
  const queue = [...targets];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) await postPhotos(target, perChapter, uploadedBy);
  };
  await Promise.all(Array.from({ length: 5 }, worker));
}
