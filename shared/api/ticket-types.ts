import type { RefundStatus } from '../ticket-cancellation';
import type { TicketStatus } from '../limits';
import type { TransferStatus } from '../ticket-transfer';
import type { WaitlistOffer } from './waitlist-types';

// ---- Tickets and payments ----

/** A ticket as My Tickets shows it. */
export interface Ticket {
  id: string;
  eventId: string;
  status: TicketStatus;
  /** The fixed signed code the QR encodes and the door validates; '' on a live ticket, whose codes its phone makes. */
  qrCode: string;
  /** A live ticket: its QR changes every 15 s on the one phone it is on (shared/live-code.ts). */
  live?: true;
  amountPaidCents: number;
  purchasedAt: string;
  /** When the door let it in (ISO instant); null while valid. */
  usedAt: string | null;
  /** Ticket cancellation: a cancelled paid ticket's refund; null otherwise. */
  refundStatus?: RefundStatus | null;
  /** Ticket cancellation: the last instant it may be cancelled (ISO); null when it cannot be. */
  cancellableUntil?: string | null;
  /** Transfer to a friend: the last instant it may be offered (ISO); null when it cannot be. */
  transferableUntil?: string | null;
  /** Transfer to a friend: the open offer of this ticket, to whom. */
  pendingTransfer?: PendingTransfer | null;
  /** Waitlist: issued from the waitlist when a seat opened up. */
  fromWaitlist?: boolean;
  /**
   * Transfer to a friend: received from a friend. `amountPaidCents`
   * is then what the buyer paid, refunded to the buyer's card if it is cancelled.
   */
  received?: boolean;
  event: TicketEvent;
}

/** The event details a ticket shows: copied from the party event at issuance, under the event's own field names. */
export interface TicketEvent {
  title: string;
  date: string;
  time: string;
  location: string;
  letters: string;
  organizationName: string;
  /** The venue's state, whose time zone `usedAt` is shown in; '' on tickets issued before it was kept. */
  state: string;
}

export interface TicketResponse {
  ticket: Ticket;
  /** False when the caller already held a ticket for the event (returned as is). */
  created: boolean;
}

export interface MyTicketsResponse {
  /** Newest purchase first. */
  tickets: Ticket[];
  /** Transfer to a friend: tickets friends offer the caller, newest first. */
  transferOffers?: TransferOffer[];
  /** Waitlist: seats held for the person, soonest expiry first. */
  waitlistOffers?: WaitlistOffer[];
}

/** POST /tickets/{id}/cancel: the ticket as it now stands: `cancelled`, with its refund's state when it was paid. */
export interface CancelTicketResponse {
  ticket: Ticket;
}

/** A payment started for a paid ticket (create-ticket-payment). */
export interface PaymentIntentResponse {
  /** `stripe` in AWS with a key configured; `sandbox` locally (test cards). */
  gateway: 'stripe' | 'sandbox';
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  currency: 'usd';
  /** Stripe publishable key for Elements; null for the sandbox. */
  publishableKey: string | null;
}

export interface SandboxChargeResponse {
  status: 'succeeded';
}

// ---- Transfer to a friend ----

/** The sender's side of an open offer. */
export interface PendingTransfer {
  id: string;
  toName: string;
  offeredAt: string;
}

/** An offer as the friend sees it in My Tickets. */
export interface TransferOffer {
  id: string;
  ticketId: string;
  eventId: string;
  fromName: string;
  offeredAt: string;
  event: Ticket['event'];
}

/** POST /tickets/{id}/transfer: the offer made. */
export interface OfferTransferResponse {
  offer: TransferOffer;
  ticket: Ticket;
}

/** POST /ticket-transfers/{id}/accept|decline|withdraw: the offer's outcome; `ticket` the friend's new ticket once accepted. */
export interface TransferDecisionResponse {
  status: TransferStatus;
  ticket: Ticket | null;
}

// ---- Live tickets ----

/** POST /tickets/{id}/phone and the move's confirmation: the live ticket as this phone sees it. */
export interface LiveTicketResponse {
  ticketId: string;
  eventId: string;
  status: TicketStatus;
  /** `this`: this phone makes its codes; `other`: another phone does (the page offers the move); `none`: not valid, on no phone. */
  phone: 'this' | 'other' | 'none';
  movesLeft: number;
  /** The server's clock, to count steps on: the phone keeps its own clock's offset from it. */
  serverTime: string;
}

/** POST /tickets/{id}/phone-move: a code went to the account's e-mail address. */
export interface PhoneMoveStartedResponse {
  /** The address, partly masked (j***@example.edu). */
  sentTo: string;
  expiresAt: string;
}
