/**
 * Grows the table for the flat-latency figure: copies of every stored party
 * and Greek-life event, under new ids and at other (made-up) chapters and
 * schools, so the table holds `factor`× the events while the pages measured
 * keep the same answer. A page that scanned would slow down 10×; one that
 * queries its own keys should not.
 */
import { randomUUID } from 'node:crypto';
import { greekEventItem, listGreekEventsFrom } from '../../functions/lib/db/greek-events';
import { listActiveEventsFrom, partyEventItem } from '../../functions/lib/db/party-events';
import { batchPut, type Item } from '../../functions/lib/db/table';

/** Adds (factor - 1) copies of each stored upcoming event; returns how many. */
export async function growEvents(factor: number): Promise<{ added: number }> {
  const [parties, greek] = await Promise.all([listActiveEventsFrom('0000-00-00'), listGreekEventsFrom('0000-00-00')]);
  const items: Item[] = [];
  for (let copy = 1; copy < factor; copy++) {
    for (const e of parties) items.push(partyEventItem({ ...e, id: randomUUID(), chapterId: randomUUID() }));
    for (const e of greek) items.push(greekEventItem({ ...e, id: randomUUID(), schoolId: randomUUID() }));
  }
  await batchPut(items);
  return { added: items.length };
}
