/**
 * A party event with what one signed-in person has done with it — their
 * RSVP, their save, their ticket and their place in a waitlist (the event page), or their ticket and
 * profile (a review) — in ONE strongly consistent BatchGet. Both read the
 * profile: it says whether the caller's token still counts (session-fence.ts).
 */
import type { RsvpStatus } from '../../../../shared/limits';
import { keys } from '../../keys';
import { toPartyEvent, toPartyEventWithSeats, type PartyEvent } from './party-events';
import { seatShardKeys } from '../../ticketing/issuance/seat-shards';
import { toProfile, type Profile } from '../../people/profiles';
import { batchGetConsistent } from '../../../lib/db/table';
import { toRecord, type TicketRecord } from '../../ticketing/tickets';
import { toEntry, type LineEntry } from '../../ticketing/waitlist/entry';
import { toHold, type SeatHold } from '../../ticketing/waitlist/holds';

export interface EventWithViewer {
  event: PartyEvent | undefined;
  rsvp: RsvpStatus | null;
  saved: boolean;
  ticket: TicketRecord | undefined;
  /** Waitlist: their place in line and their held offer, read in the same BatchGet. */
  entry: LineEntry | undefined;
  hold: SeatHold | undefined;
  profile: Profile | undefined;
}

export async function readEventWithViewer(eventId: string, sub: string): Promise<EventWithViewer> {
  const [event, rsvp, save, holder, member, hold, profile, ...shards] = await batchGetConsistent([
    keys.partyEvent.item(eventId),
    keys.partyRsvp.eventSide(eventId, sub),
    keys.save.eventSide(eventId, sub),
    keys.ticket.holder(eventId, sub),
    keys.waitlist.member(eventId, sub),
    keys.waitlist.hold(eventId, sub),
    keys.profile.item(sub),
    ...seatShardKeys(eventId),
  ]);
  return {
    event: event ? toPartyEventWithSeats(event, shards) : undefined,
    rsvp: rsvp ? (rsvp.status as RsvpStatus) : null,
    saved: save !== undefined,
    ticket: holder ? toRecord(holder) : undefined,
    entry: member && toEntry(member),
    hold: hold && toHold(hold),
    profile: profile && toProfile(profile),
  };
}

/** The event, the person's ticket and their profile: what posting a review checks. */
export async function readEventForReviewer(eventId: string, sub: string): Promise<{ event: PartyEvent | undefined; ticket: TicketRecord | undefined; profile: Profile | undefined }> {
  const [event, holder, profile] = await batchGetConsistent([keys.partyEvent.item(eventId), keys.ticket.holder(eventId, sub), keys.profile.item(sub)]);
  return {
    event: event ? toPartyEvent(event) : undefined,
    ticket: holder ? toRecord(holder) : undefined,
    profile: profile ? toProfile(profile) : undefined,
  };
}
