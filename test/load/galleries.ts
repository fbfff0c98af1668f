/**
 * Photos for the bench's galleries and My Feed, recorded through the media
 * function's own repository (`writeMediaRecord`: gallery item, record, the
 * uploader's view and the chapter's `recentMedia`, in one transaction). The
 * galleries read only these records, so no object is uploaded to S3.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ChapterDetail } from '../../shared/api/types';
import { addCalendarDays, todayInState } from '../../shared/dates';
import { getChapter } from '../../functions/domains/catalog/organizations/chapters';
import type { MediaRecord } from '../../functions/domains/catalog/media/media';
import { writeMediaRecord } from '../../functions/domains/catalog/media/writes';
import { hostOf, partyEventItem, type PartyEvent } from '../../functions/domains/catalog/party-events/party-events';
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

/** A copy of `template` at `chapter` on `date`, under a new id. */
function copyAt(template: PartyEvent, chapter: ChapterDetail, date: string): PartyEvent {
  return { ...template, ...hostOf(chapter), id: randomUUID(), date };
}

const targetOf = (event: PartyEvent): PhotoTarget => ({ eventId: event.id, chapterId: event.chapterId, nationalKey: event.nationalKey });

/** Adds a copy of `template` at `chapter`, tomorrow in its zone (upcoming through a run past midnight); its photo target. */
export async function addUpcomingParty(template: PartyEvent, chapter: ChapterDetail, now = new Date()): Promise<PhotoTarget> {
  const event = copyAt(template, chapter, addCalendarDays(todayInState(chapter.state, now), 1));
  await batchPut([partyEventItem(event)]);
  return targetOf(event);
}

/**
 * Fills every chapter's `recentMedia` (the feed's largest items: a full
 * list on each of `chapterIds`), a few chapters at a time. The photos go to
 * a past event added to each chapter, a copy of `template` (past: no list
 * or feed shows it; a photo needs its event to exist).
 */
export async function fillRecentMedia(chapterIds: string[], perChapter: number, uploadedBy: string, template: PartyEvent): Promise<void> {
  const events: PartyEvent[] = [];
  for (const id of chapterIds) {
    const chapter = await getChapter(id);
    if (!chapter) throw new Error(`Chapter ${id} is not in the table`);
    events.push(copyAt(template, chapter, '2020-01-10'));
  }
  await batchPut(events.map(partyEventItem));
  const targets = events.map(targetOf);
  const queue = [...targets];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) await postPhotos(target, perChapter, uploadedBy);
  };
  await Promise.all(Array.from({ length: 5 }, worker));
}
