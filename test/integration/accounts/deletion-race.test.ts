/**
 * Account deletion against RSVPs changing under it, with the interleaving
 * made exact: the other tab's toggles are run right before deletion's own
 * transactions reach DynamoDB (no timing). The counts must still equal the
 * stored RSVPs — a count checked while the RSVP was moving must not be
 * skipped once the RSVP has moved back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { countEventRsvps, type GreekRsvpStatus } from '../../../functions/domains/catalog/greek-events/greek-rsvps';
import { getGreekEvent } from '../../../functions/domains/catalog/greek-events/greek-events';
import { keys } from '../../../functions/domains/keys';
import { createProfile } from '../../../functions/domains/people/profiles';
import { deleteUserPartition, readUserPartition } from '../../../functions/domains/people/users';
import { setGreekEventRsvp } from '../../../functions/greek-events/rsvp';
import { stableId } from '../../../functions/lib/ids';
import { useFreshTable } from '../../support/table';
import { sessionOf } from '../../support/session';
import { greekEvent, pickSchools, writeGreekEvents } from '../support/fixtures';

useFreshTable();

const [school] = pickSchools('University of Alabama');

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Runs `toggles[n]` just before deletion's n-th transaction on the user's
 * RSVP view is sent (as another tab's request landing in between).
 */
function toggleBeforeDeletionAttempts(sub: string, eventId: string, toggles: GreekRsvpStatus[]): { attempts: () => number } {
  const client = dynamo();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  let attempts = 0;
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    const first = command instanceof TransactWriteCommand ? command.input.TransactItems?.[0] : undefined;
    if (first?.Delete?.Key?.SK === keys.greekRsvp.userSide(eventId, sub).SK) {
      const toggle = toggles[attempts++];
      if (toggle) await setGreekEventRsvp(eventId, sessionOf(sub), toggle, new Date());
    }
    return send(command);
  }) as never);
  return { attempts: () => attempts };
}

describe('account deletion while the RSVP moves', () => {
  it('decrements the right count when the RSVP moves away and back between deletion attempts', async () => {
    const event = greekEvent(school!, '2030-07-01', '18:00');
    await writeGreekEvents([event]);
    const sub = stableId('deletion-race');
    await createProfile({ sub, fullName: 'Racing Tab', createdAt: new Date().toISOString() });
    await setGreekEventRsvp(event.id, sessionOf(sub), 'going', new Date());

    // 1st attempt: going → interested lands first (goingCount reads 0 to that attempt);
    // 2nd attempt: interested → going lands first (interestedCount reads 0); 3rd: going as read.
    const spy = toggleBeforeDeletionAttempts(sub, event.id, ['interested', 'going']);
    expect(await deleteUserPartition(sub)).toBe(true);
    expect(spy.attempts()).toBeGreaterThanOrEqual(3);

    expect((await readUserPartition(sub)).items).toEqual([]);
    const stored = await countEventRsvps(event.id);
    expect(stored).toEqual({ interested: 0, going: 0 });
    const counts = await getGreekEvent(event.id);
    expect({ interested: counts!.interestedCount, going: counts!.goingCount }).toEqual(stored);
  });
});
