/**
 * Small, hand-made data for the browsing tests: a few real schools, the
 * organizations placed by the population function, and events on chosen
 * dates. Writes go through the repositories' item builders.
 */
import type { ChapterDetail, GreekEvent } from '../../../shared/api/types';
import { greekEventItem } from '../../../functions/domains/catalog/greek-events/greek-events';
import type { MediaRecord } from '../../../functions/domains/catalog/media/media';
import { writeMediaRecord } from '../../../functions/domains/catalog/media/writes';
import { hostOf, partyEventItem, withEventDefaults, type PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { putSchools, type SchoolRecord } from '../../../functions/domains/catalog/schools/schools';
import { batchPut } from '../../../functions/lib/db/table';
import { stableId } from '../../../functions/lib/ids';
import { demoSchools } from '../../../infra/seed/schools';

/** Real schools picked by name from the seed data. */
export function pickSchools(...names: string[]): SchoolRecord[] {
  const all = demoSchools();
  return names.map((name) => {
    const school = all.find((s) => s.name === name);
    if (!school) throw new Error(`no school named ${name}`);
    return school;
  });
}

/**
 * The browsing tests' moment and schools: 08:30 UTC on 10 March 2026 is
 * already the 10th in New York (04:30 EDT) and still the 9th in Honolulu
 * (22:30 HST).
 */
export const BROWSING_NOW = new Date('2026-03-10T08:30:00Z');
export function browsingSchools(): SchoolRecord[] {
  return pickSchools('University of Hawaii at Manoa', 'Columbia University', 'University of Alabama', 'University of California, Los Angeles');
}

export async function writeSchools(schools: SchoolRecord[]): Promise<void> {
  await putSchools(schools);
}

let counter = 0;
const nextId = (kind: string) => stableId(`test:${kind}:${counter++}:${Math.random()}`);

export function greekEvent(school: SchoolRecord, date: string, time: string, extra: Partial<GreekEvent> = {}): GreekEvent {
  return {
    id: nextId('gevent'),
    schoolId: school.id,
    schoolName: school.name,
    state: school.state,
    title: `Event ${date} ${time}`,
    organization: 'Panhellenic Council',
    description: 'A test event',
    date,
    time,
    location: 'Quad',
    attendees: 100,
    type: 'open',
    priceCents: 0,
    interestedCount: 0,
    goingCount: 0,
    ...extra,
  };
}

export function partyEvent(chapter: ChapterDetail, date: string, time: string, extra: Partial<PartyEvent> = {}): PartyEvent {
  return withEventDefaults({
    id: nextId('event'),
    ...hostOf(chapter),
    title: `Party ${date} ${time}`,
    description: 'A test party',
    date,
    time,
    location: 'House',
    priceCents: 1000,
    maxAttendees: 100,
    ticketsSold: 0,
    interestedCount: 0,
    goingCount: 0,
    saveCount: 0,
    reviewCount: 0,
    ratingSum: 0,
    checkedIn: 0,
    revenueCents: 0,
    alcoholAllowed: false,
    dressCode: null,
    ageRestriction: null,
    ageLimit: 'none',
    additionalInfo: null,
    status: 'active',
    createdBy: 'test',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
}

export function media(chapter: ChapterDetail, createdAt: string, eventId = nextId('event')): MediaRecord {
  return {
    id: nextId('media'),
    eventId,
    chapterId: chapter.id,
    nationalKey: chapter.nationalKey,
    objectKey: `user/${eventId}/${createdAt}.jpg`,
    caption: null,
    isVideo: false,
    uploadedBy: 'test',
    createdAt,
  };
}

export async function writeGreekEvents(events: GreekEvent[]): Promise<void> {
  await batchPut(events.map(greekEventItem));
}
export async function writePartyEvents(events: PartyEvent[]): Promise<void> {
  await batchPut(events.map(partyEventItem));
}
/** Records each as an upload does (gallery item, record, the chapter's `recentMedia`), one at a time: they share the chapter item. */
export async function writeMedia(items: MediaRecord[]): Promise<void> {
  for (const item of items) {
    const outcome = await writeMediaRecord(item);
    if (outcome !== 'recorded') throw new Error(`media ${item.id} not recorded: ${outcome}`);
  }
}
