/**
 * 21+ at the door: what the door may learn of a ticket holder's
 * age — a band for the event's day at its venue, never the date of birth —
 * and whether the event's restriction refuses them. Read only for events
 * that need it (alcohol, or an age restriction): one GetItem of the
 * holder's profile.
 */
import { ageBandAtEvent, ageLimitMessage, tooYoungFor, type AgeBand } from '../../shared/age';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { getProfile } from '../domains/people/profiles';
import { hasHolder, type TicketRecord } from '../domains/ticketing/tickets';

export interface DoorAge {
  /** The wristband cue of an event with alcohol; undefined for others. */
  wristband: AgeBand | undefined;
  /** "This event is 21+" when the holder is known to be too young; undefined when they may enter. */
  refusal: string | undefined;
}

const NOTHING_TO_CHECK: DoorAge = { wristband: undefined, refusal: undefined };

/** The holder's age at the door of `event`: the cue and any refusal. */
export async function doorAge(event: PartyEvent, ticket: TicketRecord): Promise<DoorAge> {
  if (!event.alcoholAllowed && event.ageLimit === 'none') return NOTHING_TO_CHECK;
  // An anonymised ticket (its account deleted) has no holder to ask: the ID check decides.
  const dateOfBirth = hasHolder(ticket) ? ((await getProfile(ticket.sub))?.dateOfBirth ?? null) : null;
  return {
    wristband: event.alcoholAllowed ? ageBandAtEvent(dateOfBirth, event) : undefined,
    refusal: tooYoungFor(event.ageLimit, dateOfBirth, event) ? ageLimitMessage(event.ageLimit) : undefined,
  };
}
