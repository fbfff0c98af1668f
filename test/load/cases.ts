/**
 * The endpoints the bench loads and, for each, its "bare DynamoDB Query"
 * baseline: the one table read that carries the endpoint's data (the largest
 * read behind it), made through the functions' own repository function — so
 * the same document client, paging, unmarshalling and mapping to the DTO the
 * handler uses — with no HTTP, no API server, no handler and no other read.
 *
 * | endpoint              | bare read                                            |
 * |-----------------------|------------------------------------------------------|
 * | GET /schools          | Query GSI1 `SCHOOLS` (every school)                  |
 * | GET /schools/{id}     | Query GSI1 `SCHOOL#<id>` upcoming Greek-life events  |
 * | GET /organizations    | Query GSI1 `NATIONALS` (the directory)               |
 * | GET /nationals/{key}  | Query GSI1 `NATIONAL#<key>` (its chapters)           |
 * | GET /chapters/{id}    | Query GSI1 `CHAPTER#<id>` upcoming party events      |
 * | GET /events           | Query GSI2 `GEVENTS` upcoming, one page (24)         |
 * | GET /events/{id}      | GetItem `GEVENT#<id>`                                |
 * | GET /party-events     | Query GSI2 `EVENTS#ACTIVE` upcoming, one page (30); filtered: GSI3–6 by the filter |
 * | GET /party-events/{id}| Query `EVENT#<id>` `EVENT`…`EVENT#SEATS#~` (the event and its seat shards; its reviews and photos: one Query beside it) |
 * | GET /me/feed          | BatchGetItem of the 50 followed chapters' items, which carry the feed's events and photos (`nextEvents`, a full `recentMedia`); the Query of the follows before it is the smaller read |
 * | GET /friends/search   | Query `PEOPLE#<c>` by a name's first letters (its entries carry the name and school a result shows: the whole answer) |
 * | galleries (a party event with 40 photos): |
 * | GET /chapters/{id}    | Query GSI1 `CHAPTER#<id>` of its upcoming events (its gallery is the chapter item's `recentMedia`, read beside it) |
 * | GET /nationals/{key}  | Query GSI1 `NATIONAL#<key>` (its chapters: still the largest read; the gallery's Query GSI2 `NATIONAL#<key>` `PHOTO#`, newest 24, runs beside it) |
 * | GET /party-events/{id}| Query `EVENT#<id>` `PHOTO#`…`REVIEW#`, to the newest 24 photos (its reviews and gallery) |
 *
 * Cases are plain data (they cross to the load-generator worker); the worker
 * runs a bare read by its name with `runBareRead`.
 */
import { earliestUsToday, todayInState, usToday } from '../../shared/dates';
import { LIMITS } from '../../shared/limits';
import type { DirectoryResponse, NationalPageResponse } from '../../shared/api/types';
import { listChaptersOfNational, readChapterItems } from '../../functions/domains/catalog/organizations/chapters';
import { getGreekEvent, listSchoolGreekEventsFrom, queryGreekEventPage } from '../../functions/domains/catalog/greek-events/greek-events';
import { listNationals } from '../../functions/domains/catalog/organizations/nationals';
import { queryPartyEventPage } from '../../functions/domains/catalog/party-events/list';
import { getPartyEventWithSeats, listActiveChapterEventsFrom, type PartyEvent } from '../../functions/domains/catalog/party-events/party-events';
import { DEFAULT_PAGE_SIZE } from '../../functions/party-events/list';
import { listSchools } from '../../functions/domains/catalog/schools/schools';
import { readReviewsAndPhotos } from '../../functions/domains/catalog/party-events/event-page';
import { findPeople } from '../../functions/domains/people/people-search';
import { GREEK_EVENT_PAGE_SIZE } from '../../functions/greek-events/service';
import { EVENT_PHOTOS } from '../../functions/party-events/detail';
import type { BenchChoices } from './bench-choices';
import { fillChapterPage, fillPages } from './grow';
import { GALLERY_PHOTOS, addUpcomingParty, fillRecentMedia, postPhotos } from './galleries';

/** The bare reads, by name; `arg` is the id or key of the page. */
const BARE_READS = {
  schools: () => listSchools(),
  schoolEvents: (id: string) => {
    const now = new Date();
    return listSchoolGreekEventsFrom(id, earliestUsToday(now), LIMITS.greekEventsPerSchool, (e) => e.date >= todayInState(e.state, now));
  },
  nationals: () => listNationals(),
  nationalChapters: (key: string) => listChaptersOfNational(key),
  chapterEvents: (id: string) => {
    const now = new Date();
    return listActiveChapterEventsFrom(id, earliestUsToday(now), LIMITS.partyEventsPerChapter, (e) => e.date >= todayInState(e.state, now));
  },
  greekEvents: () => {
    const now = new Date();
    return queryGreekEventPage(earliestUsToday(now), GREEK_EVENT_PAGE_SIZE, undefined, (e) => e.date >= todayInState(e.state, now));
  },
  greekEvent: (id: string) => getGreekEvent(id),
  partyEvents: () => {
    const now = new Date();
    return queryPartyEventPage({}, usToday(now), DEFAULT_PAGE_SIZE, undefined, (e) => e.date >= todayInState(e.state, now));
  },
  // The page's own read of the event: a Query of the event item and its seat shards (seat-shards.ts).
  partyEvent: (id: string) => getPartyEventWithSeats(id),
  /** `ids`: the followed chapters' ids, comma-separated. */
  followedChapterItems: (ids: string) => readChapterItems(ids.split(',')),
  peopleSearch: (text: string) => findPeople(text, ''),
  eventGallery: (id: string) => readReviewsAndPhotos(id, EVENT_PHOTOS),
} satisfies Record<string, (arg: string) => Promise<unknown>>;

export type BareReadName = keyof typeof BARE_READS;

export interface BareRead {
  read: BareReadName;
  arg: string;
}

export interface EndpointCase {
  name: string;
  /** Path under the API stage, e.g. `/schools`. */
  path: string;
  bare: BareRead;
  /** Request headers (the signed-in reads' bearer token). */
  headers?: Record<string, string>;
}

/** Runs one bare read (in the load-generator worker). */
export function runBareRead({ read, arg }: BareRead): Promise<unknown> {
  return BARE_READS[read](arg);
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The public pages of the chosen cases (`bench-choices.ts`): the demo
 * school's and chapter's pages, and the party list of `FILTERED_STATE`, are
 * first filled (`fillPages`): each shows as many events as it can, so the
 * list figures judge full pages before and after the table grows.
 */
export async function endpointCases({ greekEvent, chapter, national, plainParty }: BenchChoices): Promise<EndpointCase[]> {
  const school = { id: greekEvent.schoolId };
  await fillPages(
    { schoolId: school.id, chapterId: chapter.id, state: FILTERED_STATE },
    { schoolEvents: LIMITS.greekEventsPerSchool, chapterEvents: LIMITS.partyEventsPerChapter, partyPage: DEFAULT_PAGE_SIZE },
  );
  return [
    { name: 'GET /schools', path: '/schools', bare: { read: 'schools', arg: '' } },
    { name: 'GET /schools/{id}', path: `/schools/${school.id}`, bare: { read: 'schoolEvents', arg: school.id } },
    { name: 'GET /organizations', path: '/organizations', bare: { read: 'nationals', arg: '' } },
    { name: 'GET /nationals/{key}', path: `/nationals/${national.key}`, bare: { read: 'nationalChapters', arg: national.key } },
    { name: 'GET /chapters/{id}', path: `/chapters/${chapter.id}`, bare: { read: 'chapterEvents', arg: chapter.id } },
    { name: 'GET /events', path: '/events', bare: { read: 'greekEvents', arg: '' } },
    { name: 'GET /events/{id}', path: `/events/${greekEvent.id}`, bare: { read: 'greekEvent', arg: greekEvent.id } },
    { name: 'GET /party-events', path: '/party-events', bare: { read: 'partyEvents', arg: '' } },
    // Filtered lists against the unfiltered bare read: a filter keys an index partition, so the goal is the same ratio.
    { name: `GET /party-events?state=${FILTERED_STATE}`, path: `/party-events?state=${FILTERED_STATE}`, bare: { read: 'partyEvents', arg: '' } },
    { name: 'GET /party-events?type=sorority', path: '/party-events?type=sorority', bare: { read: 'partyEvents', arg: '' } },
    { name: 'GET /party-events/{id}', path: `/party-events/${plainParty.id}`, bare: { read: 'partyEvent', arg: plainParty.id } },
  ];
}

/** The state of the filtered party list: one of the fewest schools, where a filter over every event read the most for the least. */
export const FILTERED_STATE = 'WY';

/** Chapters the bench's student follows before My Feed is measured (issue: "a student following 50 chapters"). */
export const FOLLOWED_CHAPTERS = 50;

/**
 * The signed-in reads, as `viewer`: My Feed after following
 * `FOLLOWED_CHAPTERS` chapters of the directory's first nationals (each
 * with its newest photos, on past copies of `template`), and a friend
 * search by the first letters of a demo account's name.
 */
export async function signedInCases(api: string, viewer: { sub: string; token: string; searchFor: string }, template: PartyEvent): Promise<EndpointCase[]> {
  const headers = { authorization: `Bearer ${viewer.token}` };
  // The first signed-in call, as the SPA's: makes sure the profile exists.
  const me = await fetch(`${api}/me`, { headers });
  if (!me.ok) throw new Error(`GET /me as the bench's student answered ${me.status}: ${await me.text()}`);
  const { organizations } = await json<DirectoryResponse>(`${api}/organizations`);
  const chapterIds: string[] = [];
  for (const national of organizations) {
    if (chapterIds.length >= FOLLOWED_CHAPTERS) break;
    const { chapters } = await json<NationalPageResponse>(`${api}/nationals/${national.key}`);
    chapterIds.push(...chapters.slice(0, FOLLOWED_CHAPTERS - chapterIds.length).map((c) => c.id));
  }
  for (const id of chapterIds) {
    const res = await fetch(`${api}/chapters/${id}/follow`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ following: true }),
    });
    if (!res.ok) throw new Error(`following ${id} answered ${res.status}: ${await res.text()}`);
  }
  // The feed's worst case: every followed chapter carries a full list of recent photos.
  await fillRecentMedia(chapterIds, LIMITS.photos.chapter, viewer.sub, template);
  const q = viewer.searchFor.slice(0, 3);
  return [
    { name: 'GET /me/feed', path: '/me/feed', bare: { read: 'followedChapterItems', arg: chapterIds.join(',') }, headers },
    { name: 'GET /friends/search', path: `/friends/search?q=${encodeURIComponent(q)}`, bare: { read: 'peopleSearch', arg: q }, headers },
  ];
}

/**
 * The three galleries, on the pages that show them: a party added at the
 * chosen gallery chapter (a copy of the plain party) gets `GALLERY_PHOTOS`
 * photos, which fill its gallery, its chapter's and its national's; the
 * chapter's page is then filled with upcoming events like the plain one's.
 * Each page's baseline is its largest read: the gallery itself on the event
 * page; on the chapter page its upcoming events (the gallery comes in the
 * chapter item); on the national page its chapter list.
 */
export async function galleryCases({ galleryChapter, plainParty }: BenchChoices, uploadedBy: string): Promise<EndpointCase[]> {
  const target = await addUpcomingParty(plainParty, galleryChapter);
  await postPhotos(target, GALLERY_PHOTOS, uploadedBy);
  await fillChapterPage(galleryChapter.id, LIMITS.partyEventsPerChapter);
  return [
    { name: 'GET /chapters/{id} (gallery)', path: `/chapters/${target.chapterId}`, bare: { read: 'chapterEvents', arg: target.chapterId } },
    { name: 'GET /nationals/{key} (gallery)', path: `/nationals/${target.nationalKey}`, bare: { read: 'nationalChapters', arg: target.nationalKey } },
    { name: 'GET /party-events/{id} (gallery)', path: `/party-events/${target.eventId}`, bare: { read: 'eventGallery', arg: target.eventId } },
  ];
}
