/**
 * The retire sweep (a scheduled task, every 5 minutes): a party or Greek-life
 * event whose day has passed in its own state leaves the multi-state list
 * indexes — the active party list (GSI2) and its facets (GSI3–GSI6, on the
 * same item), the Greek-life events' list (GSI2) and its school's (GSI1) —
 * its sort keys there rewritten to `retired` form, which sorts before every
 * date. The lists start at the earliest US "today" (Hawaii's), so without it
 * every request between midnight in New York and midnight in Honolulu would
 * read, and pay for, the earliest day's events of every state already past
 * it. A chapter's partition (GSI1) keeps the date: it is read whole, in date
 * order, by other pages.
 *
 * Each event is retired by one UpdateItem, only while it is still on its
 * list with the dated key it had when read: a concurrent cancel or edit is
 * never overwritten (an edit that puts the dated key back is retired by the
 * next run). Only the band is read: from two days before the earliest US
 * "today" (catching up after an outage) to the day before the latest.
 */
import { addCalendarDays, todayInState, usToday } from '../../../shared/dates';
import { keys, type RangeQuery } from '../keys';
import { INDEX, queryRange, updateItem, type Item } from '../../lib/db/table';

/** Updates in flight at once (a band after a busy evening holds thousands). */
const CONCURRENCY = 8;

/** How many days before the earliest US "today" a run still looks (a sweep missed during an outage). */
const CATCH_UP_DAYS = 2;

interface Dated {
  id: string;
  date: string;
  time: string;
  state: string;
}

const datedOf = (item: Item): Dated => ({ id: String(item.id), date: String(item.date), time: String(item.time), state: String(item.state) });

/** Items of the band whose day has passed in their state, each retired while still as read; how many were. */
async function retireList(band: RangeQuery, now: Date, write: (event: Dated, item: Item) => Promise<boolean>): Promise<number> {
  const past = await queryRange(INDEX.GSI2, band, {}, { accept: (item) => datedOf(item).date < todayInState(datedOf(item).state, now) });
  let next = 0;
  let retired = 0;
  const worker = async () => {
    while (next < past.length) {
      const item = past[next++]!;
      if (await write(datedOf(item), item)) retired++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, past.length) }, worker));
  return retired;
}

/** Sets `retiredKeys` on the item while its list keys are still `condition`'s (the dated ones read). */
function retireItem(item: Item, retiredKeys: Record<string, string>, condition: Record<string, unknown>): Promise<boolean> {
  const sets = Object.keys(retiredKeys);
  const held = Object.keys(condition);
  return updateItem({
    Key: { PK: String(item.PK), SK: String(item.SK) },
    UpdateExpression: `SET ${sets.map((name) => `${name} = :set_${name}`).join(', ')}`,
    ConditionExpression: held.map((name) => `${name} = :was_${name}`).join(' AND '),
    ExpressionAttributeValues: {
      ...Object.fromEntries(sets.map((name) => [`:set_${name}`, retiredKeys[name]])),
      ...Object.fromEntries(held.map((name) => [`:was_${name}`, condition[name]])),
    },
  });
}

/** The index attributes of `names` the item carries, as read. */
const asRead = (item: Item, names: string[]) => Object.fromEntries(names.flatMap((name) => (item[name] === undefined ? [] : [[name, item[name]]])));

/** Active party events past in their state leave the active list and its facets; how many did. */
export async function retirePastPartyEvents(now: Date): Promise<number> {
  const today = usToday(now);
  return retireList(keys.partyEvent.activeDatedBetween(addCalendarDays(today.earliest, -CATCH_UP_DAYS), today.latest), now, (event, item) => {
    // Only the facets the item is on (one stored before a facet index existed is not).
    const retiredKeys = Object.fromEntries(Object.entries(keys.partyEvent.retired(event)).filter(([name]) => item[name] !== undefined));
    return retireItem(item, retiredKeys, { GSI2PK: item.GSI2PK, ...asRead(item, Object.keys(retiredKeys)) });
  });
}

/** Greek-life events past in their state leave the list of every school's events and their school's; how many did. */
export async function retirePastGreekEvents(now: Date): Promise<number> {
  const today = usToday(now);
  return retireList(keys.greekEvent.datedBetween(addCalendarDays(today.earliest, -CATCH_UP_DAYS), today.latest), now, (event, item) =>
    retireItem(item, keys.greekEvent.retired(event), { GSI2PK: item.GSI2PK, GSI2SK: item.GSI2SK, GSI1SK: item.GSI1SK }),
  );
}

/** The scheduled task: both lists; how many events each retired. */
export async function retirePastEvents(now: Date): Promise<{ partyEvents: number; greekEvents: number }> {
  const [partyEvents, greekEvents] = await Promise.all([retirePastPartyEvents(now), retirePastGreekEvents(now)]);
  return { partyEvents, greekEvents };
}
