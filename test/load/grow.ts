/**
 * Grows the table for the flat-latency figure: for every stored party and
 * Greek-life event, (factor - 1) copies under new ids at the same chapter or
 * school, each moved whole years into the past. Every partition the measured
 * lists read (a school's events, a chapter's events, all Greek-life events)
 * then holds `factor`× the items, while every page keeps exactly the same
 * answer. A page that read the partition instead of its date range would slow
 * down 10×; one that queries its range should not.
 */
import { randomUUID } from 'node:crypto';
import { greekEventItem, listGreekEventsFrom } from '../../functions/lib/db/greek-events';
import { listActiveEventsFrom, partyEventItem } from '../../functions/lib/db/party-events';
import { batchPut, type Item } from '../../functions/lib/db/table';

/** `yyyy-MM-dd` moved `years` back (29 February becomes the 28th). */
function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-');
  return `${Number(y) - years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

/** Adds (factor - 1) past copies of each stored upcoming event; returns how many. */
export async function growEvents(factor: number): Promise<{ added: number }> {
  const [parties, greek] = await Promise.all([listActiveEventsFrom('0000-00-00'), listGreekEventsFrom('0000-00-00')]);
  const items: Item[] = [];
  for (let copy = 1; copy < factor; copy++) {
    for (const e of parties) items.push(partyEventItem({ ...e, id: randomUUID(), date: yearsBefore(e.date, copy) }));
    for (const e of greek) items.push(greekEventItem({ ...e, id: randomUUID(), date: yearsBefore(e.date, copy) }));
  }
  await batchPut(items);
  return { added: items.length };
}
