/**
 * What starting a paid purchase must know, in ONE strongly consistent
 * BatchGetItem: the event, the buyer's ticket for it (the holder guard), and
 * whether the buyer still has an account (their profile). A deleted account's
 * access token stays valid until it expires: it must not start a payment.
 */
import { partyEventKey, toPartyEvent, type PartyEvent } from './party-events';
import { profileKey } from './profiles';
import { batchGetConsistent } from './table';
import { holderKey, toRecord, type TicketRecord } from './tickets';

export interface PurchaseState {
  event: PartyEvent | undefined;
  /** The ticket the buyer already holds for the event. */
  held: TicketRecord | undefined;
  hasProfile: boolean;
}

/** The event, the buyer's ticket for it and whether their profile exists. */
export async function readPurchaseState(sub: string, eventId: string): Promise<PurchaseState> {
  const [event, held, profile] = await batchGetConsistent([partyEventKey(eventId), holderKey(eventId, sub), profileKey(sub)]);
  return { event: event ? toPartyEvent(event) : undefined, held: held ? toRecord(held) : undefined, hasProfile: profile !== undefined };
}
