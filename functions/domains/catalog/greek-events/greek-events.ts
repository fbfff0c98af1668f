/**
 * Greek-life events (the spec's `events`). `PK=GEVENT#<id> SK=GEVENT`.
 * - By school: `GSI1PK=SCHOOL#<schoolId>`, `GSI1SK=GEVENT#<date>#<time>#<id>`.
 * - All: `GSI2PK=GEVENTS`, `GSI2SK=<date>#<time>#<id>`.
 * Both sort by date then time, so "upcoming" is a range from a date.
 */
import type { GreekEvent } from '../../../../shared/api/types';
import { keys } from '../../keys';
import { queryIndexPage } from '../../../lib/db/index-page';
import { INDEX, batchGetConsistent, getItem, queryRange, stripKeys, type Item } from '../../../lib/db/table';
import type { GreekRsvpStatus } from './greek-rsvps';
import { toProfile, type Profile } from '../../people/profiles';

export { InvalidCursorError } from '../../../lib/db/index-page';

/** The stored item of a Greek-life event. */
export function greekEventItem(event: GreekEvent): Item {
  return { ...keys.greekEvent.item(event.id), ...keys.greekEvent.indexed(event), entity: 'greekEvent', ...event };
}

function toGreekEvent(item: Item): GreekEvent {
  const e = stripKeys<GreekEvent>(item);
  return {
    id: e.id,
    schoolId: e.schoolId,
    schoolName: e.schoolName,
    state: e.state,
    title: e.title,
    organization: e.organization,
    description: e.description ?? '',
    date: e.date,
    time: e.time,
    location: e.location,
    attendees: e.attendees ?? 0,
    type: e.type,
    priceCents: e.priceCents ?? 0,
    interestedCount: e.interestedCount ?? 0,
    goingCount: e.goingCount ?? 0,
  };
}

/** One Greek-life event; undefined when unknown. */
export async function getGreekEvent(id: string): Promise<GreekEvent | undefined> {
  const item = await getItem(keys.greekEvent.item(id));
  return item ? toGreekEvent(item) : undefined;
}

/**
 * One event and the person's RSVP to it (the event page signed in: one
 * screen, one request), with their profile (whether their token still counts:
 * session-fence.ts): one strongly consistent BatchGetItem, as the RSVP
 * toggle reads them; nothing found when the event is unknown.
 */
export async function getGreekEventWithRsvp(
  id: string,
  sub: string,
): Promise<{ found: { event: GreekEvent; rsvp: GreekRsvpStatus | null } | undefined; profile: Profile | undefined }> {
  const [item, rsvp, profile] = await batchGetConsistent([keys.greekEvent.item(id), keys.greekRsvp.eventSide(id, sub), keys.profile.item(sub)]);
  return {
    found: item ? { event: toGreekEvent(item), rsvp: rsvp ? (rsvp.status as GreekRsvpStatus) : null } : undefined,
    profile: profile && toProfile(profile),
  };
}

type Accept = (event: GreekEvent) => boolean;

/** A school's first `max` events on or after `fromDate`, by date then time; `accept` post-filters each. */
export async function listSchoolGreekEventsFrom(schoolId: string, fromDate: string, max: number, accept?: Accept): Promise<GreekEvent[]> {
  const items = await queryRange(INDEX.GSI1, keys.greekEvent.ofSchool(schoolId, fromDate), {}, { max, accept: accept && ((item) => accept(toGreekEvent(item))) });
  return items.map(toGreekEvent);
}

/** Events of every school on or after `fromDate`, by date then time; at most `max`. */
export async function listGreekEventsFrom(fromDate: string, accept?: Accept, max?: number): Promise<GreekEvent[]> {
  const items = await queryRange(INDEX.GSI2, keys.greekEvent.all(fromDate), {}, { max, accept: accept && ((item) => accept(toGreekEvent(item))) });
  return items.map(toGreekEvent);
}


/** One page of the events on or after `fromDate` at every school, by date then time; `cursor` resumes after the previous page. */
export async function queryGreekEventPage(
  fromDate: string,
  pageSize: number,
  cursor: string | undefined,
  accept: Accept,
): Promise<{ events: GreekEvent[]; nextCursor: string | undefined }> {
  const all = keys.greekEvent.all(fromDate);
  const page = await queryIndexPage({
    index: INDEX.GSI2,
    pk: all.pk,
    range: all,
    scope: JSON.stringify(['greek-events', INDEX.GSI2]),
    pageSize,
    cursor,
    accept: (item) => accept(toGreekEvent(item)),
  });
  return { events: page.items.map(toGreekEvent), nextCursor: page.nextCursor };
}
