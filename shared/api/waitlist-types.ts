// ---- Waitlist ----

/** The viewer and an event's waitlist (event page; joining and leaving answer it too). */
export interface ViewerWaitlist {
  /** 1-based place in line; null when not in line. */
  position: number | null;
  /** People in line. */
  length: number;
  /** A seat held for the viewer by a paid offer, until `expiresAt` (ISO); null otherwise. */
  offer: { expiresAt: string } | null;
}

/** POST / DELETE /party-events/{id}/waitlist. */
export interface WaitlistResponse {
  waitlist: ViewerWaitlist;
}

/** A seat held for the person (My Tickets): buy it from the event page before it expires. */
export interface WaitlistOffer {
  eventId: string;
  title: string;
  date: string;
  time: string;
  location: string;
  priceCents: number;
  expiresAt: string;
}
