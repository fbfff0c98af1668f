/**
 * Fix All Event Locations (docs/spec/leader-admin-side.md §2, Seed Test Data): an event's
 * location should say where it is. A location that does not name its host
 * school's city becomes "<venue>, <City>, <ST>" — the venue being what the
 * location said before its first comma, or the chapter house when it said
 * nothing. The event and its chapter's My Feed summary change in one
 * transaction, each guarded by what was read.
 */
import type { PartyEvent } from '../../domains/catalog/party-events/party-events';
import { getPartyEvent, listActiveEventsFrom } from '../../domains/catalog/party-events/party-events';
import { nextEventsOp, readChapterWithSummaries } from '../../domains/catalog/organizations/chapter-summaries';
import { keys } from '../../domains/keys';
import { RETRY, retryOnConflict } from '../../lib/db/optimistic';
import { listSchoolRecords } from '../../domains/catalog/schools/schools';
import { transactWrite, type TransactOp } from '../../lib/db/table';
import { isConditionFailure } from '../../lib/db/write-failure';
import { ALL_DATES, forEachWithProgress, type ToolContext, type ToolOutcome } from './tool';

/** The fixed location, or undefined when the location already names the city. */
export function fixedLocation(location: string, place: { city: string; state: string }, organizationName: string): string | undefined {
  if (!place.city || location.toLowerCase().includes(place.city.toLowerCase())) return undefined;
  const venue = location.split(',')[0]!.trim() || `${organizationName} chapter house`;
  return `${venue}, ${place.city}, ${place.state}`;
}

function setLocationOp(event: PartyEvent, location: string): TransactOp {
  return {
    Update: {
      Key: keys.partyEvent.item(event.id),
      UpdateExpression: 'SET #location = :new',
      ConditionExpression: 'attribute_exists(PK) AND #location = :old',
      ExpressionAttributeNames: { '#location': 'location' },
      ExpressionAttributeValues: { ':new': location, ':old': event.location },
    },
  };
}

/** Sets the location; false when the event changed or left meanwhile (left as it is). */
async function relocate(event: PartyEvent, location: string): Promise<boolean> {
  return retryOnConflict(async () => {
    const read = await readChapterWithSummaries(event.chapterId);
    const listed = read?.summaries.nextEvents.some((e) => e.id === event.id) ? read.summaries : undefined;
    const summaryOps = listed ? [nextEventsOp(event.chapterId, listed.version, listed.nextEvents.map((e) => (e.id === event.id ? { ...e, location } : e)))] : [];
    try {
      await transactWrite([setLocationOp(event, location), ...summaryOps]);
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // The summary moved on (another event of the chapter): again; the event itself changed: leave it.
      const current = await getPartyEvent(event.id);
      return current?.location === event.location ? RETRY : false;
    }
  });
}

export async function fixEventLocations(ctx: ToolContext): Promise<ToolOutcome> {
  const [events, schools] = await Promise.all([listActiveEventsFrom(ALL_DATES), listSchoolRecords()]);
  const placeOf = new Map(schools.map((s) => [s.id, s]));
  let fixed = 0;
  await forEachWithProgress(events, ctx, async (event) => {
    const school = placeOf.get(event.schoolId);
    const location = school && fixedLocation(event.location, school, event.organizationName);
    if (location && (await relocate(event, location))) fixed += 1;
  });
  return { message: `Fixed the locations of ${fixed} of ${events.length} events`, result: { fixed, events: events.length } };
}
