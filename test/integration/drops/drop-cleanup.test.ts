/**
 * A drop's line goes with its event: deleting the event (an admin's Delete
 * Event, or Clear All Events, which deletes each the same way) removes the
 * line's state, every member and every place in its order.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it } from 'vitest';
import { salesOpenInstant } from '../../../shared/drops';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import { queryAll } from '../../../functions/lib/db/table';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newAdmin } from '../party-events/fixtures';
import { newChapter, newEvent, newUsers } from '../tickets/fixtures';

useFreshTable();
useJobQueue();

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

/** Every item of the drop's line (its own partition). */
async function lineItems(eventId: string) {
  return queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.dropLine.partition(eventId) }, ConsistentRead: true });
}

describe('deleting a drop', () => {
  it('deletes its line: the state, the members and their places', async () => {
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const opensDay = new Date(Date.parse(`${date}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const event = await newEvent((await newChapter()).id, { date, maxAttendees: 10, salesOpenAt: `${opensDay}T12:00` });
    const opens = salesOpenInstant(event)!;
    const [early, late] = await newUsers(2);
    const before = new Date(opens.getTime() - 60_000);
    clock.now = () => before;
    expect((await invoke('joinDropLine', { params: { id: event.id }, claims: early!.claims })).statusCode).toBe(200);
    const after = new Date(opens.getTime() + 1_000);
    clock.now = () => after;
    expect((await invoke('joinDropLine', { params: { id: event.id }, claims: late!.claims })).statusCode).toBe(200);
    const kinds = (await lineItems(event.id)).map((item) => String(item.SK).split('#')[0]).sort();
    expect(kinds).toEqual(['MEMBER', 'MEMBER', 'PLACE', 'PLACE', 'STATE']);

    const admin = await newAdmin();
    expect((await invoke('deletePartyEvent', { params: { id: event.id }, claims: admin.claims })).statusCode).toBe(200);
    expect(await lineItems(event.id)).toEqual([]);
  });
});
