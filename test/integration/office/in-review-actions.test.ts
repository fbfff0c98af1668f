/**
 * An event awaiting the Greek-life office's approval takes no attendee's
 * action, whoever knows its id: an RSVP, a save, a review, a photo. To
 * those its page is hidden from (404) it does not exist; those who see its
 * page (its chapter's leaders, the school's office, admins) are told it
 * awaits the office (409). Nothing is written either way.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse } from '../../../shared/api/types';
import { AWAITING_APPROVAL } from '../../../shared/event-review';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { readUserPartition } from '../../../functions/domains/people/users';
import { getItem } from '../../../functions/lib/db/table';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { storedUpload, stored } from '../media/fixtures';
import { newUser, type TestUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const NOW = '2031-01-05T12:00:00Z';

/** Every attendee's action on the event, as `user`: each answer's status and message. */
async function actions(eventId: string, user: TestUser) {
  const params = { id: eventId };
  const claims = user.claims;
  const upload = await storedUpload(user.sub, eventId);
  const answers = {
    rsvp: await invoke('setPartyRsvp', { params, body: { status: 'going' }, claims }),
    save: await invoke('setPartySaved', { params, body: { saved: true }, claims }),
    review: await invoke('createReview', { params, body: { rating: 5, comment: 'Great' }, claims }),
    upload: await invoke('createMediaUpload', { params, body: { contentType: 'image/png', size: 1000 }, claims }),
    record: await invoke('recordMedia', { params, body: { key: upload }, claims }),
  };
  // A refused photo leaves nothing in the bucket.
  expect(await stored(upload)).toBe(false);
  return Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, [res.statusCode, (res.json as { message?: string }).message]]));
}

describe('an event awaiting the office', () => {
  it('refuses an RSVP, a save, a review and a photo: 404 to a student, 409 to its chapter’s president; writes nothing', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date(NOW));
    const { president } = await schoolWithRules('AZ', { approvalRequired: true }, 'Pat Hidden');
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ title: `Hidden ${crypto.randomUUID()}` }), claims: president.claims });
    expect(created.statusCode, created.text).toBe(201);
    const event = created.json.event;
    expect(event.status).toBe('inReview');
    const student = await newUser({ fullName: 'Sam Hidden' });

    const hidden = ['Event not found'];
    expect(await actions(event.id, student)).toEqual({ rsvp: [404, ...hidden], save: [404, ...hidden], review: [404, ...hidden], upload: [404, ...hidden], record: [404, ...hidden] });
    const why = [409, AWAITING_APPROVAL];
    expect(await actions(event.id, president)).toEqual({ rsvp: why, save: why, review: why, upload: why, record: why });

    const after = (await getPartyEvent(event.id))!;
    expect([after.interestedCount, after.goingCount, after.saveCount ?? 0, after.reviewCount]).toEqual([0, 0, 0, 0]);
    for (const user of [student, president]) {
      expect(await getItem(keys.partyRsvp.eventSide(event.id, user.sub))).toBeUndefined();
      expect(await getItem(keys.save.eventSide(event.id, user.sub))).toBeUndefined();
      expect((await readUserPartition(user.sub)).items.filter((item) => String(item.SK).includes(event.id))).toEqual([]);
    }
  });
});
