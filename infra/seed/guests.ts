/**
 * The seed's ticket buyers and their tickets. Every seeded `ticketsSold`
 * (and `revenueCents`) is backed by ticket records built by the ticket
 * repository's own constructors, held by a few guest profiles whose
 * `ticketCount` counts them: analytics' sales per day, the door list and
 * the event's counters agree from the first start.
 */
import type { SchoolRecord } from '../../functions/domains/catalog/schools/schools';
import type { PartyEvent } from '../../functions/domains/catalog/party-events/party-events';
import { profileItem } from '../../functions/domains/people/profiles';
import type { Item } from '../../functions/lib/db/table';
import { newTicketRecord, type HeldTicket } from '../../functions/domains/ticketing/tickets';
import { stableId } from '../../functions/lib/ids';
import { seededRandom } from '../../functions/lib/random';

/** How many guest buyers the seed has: no seeded event sells more tickets than this. */
export const SEED_GUESTS = 12;

/** Seeded events were listed this long before the seed and sold their tickets since. */
export const SALES_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A ticket before its QR code is signed (the seed signs it with the stack's secret when it writes). */
export type SeedTicket = Omit<HeldTicket, 'qrCode'>;

interface SeedGuest {
  sub: string;
  fullName: string;
  email: string;
}

/** The guest buyers (stable subs: seeding twice writes the same people). */
export function seedGuests(): SeedGuest[] {
  return Array.from({ length: SEED_GUESTS }, (_, i) => ({
    sub: stableId(`seed:guest:${i + 1}`),
    fullName: `Guest ${i + 1}`,
    email: `guest${i + 1}@demo.greekcampus.app`,
  }));
}

/** Exactly `ticketsSold` tickets per event, one per guest, bought between the event's listing and `now`. */
export function seedTickets(events: readonly PartyEvent[], now: Date): SeedTicket[] {
  const guests = seedGuests();
  const tickets: SeedTicket[] = [];
  for (const event of events) {
    if (event.ticketsSold > guests.length) throw new Error(`Seed event ${event.id} sells more tickets than there are guests`);
    const rnd = seededRandom(`sales:${event.id}`);
    const listedAt = Date.parse(event.createdAt);
    for (const [n, guest] of guests.slice(0, event.ticketsSold).entries()) {
      const purchasedAt = new Date(listedAt + Math.floor(rnd.next() * (now.getTime() - listedAt))).toISOString();
      const { qrCode: _unsigned, ...ticket } = newTicketRecord({
        id: stableId(`ticket:${event.id}:${n}`),
        eventId: event.id,
        sub: guest.sub,
        qrCode: '',
        amountPaidCents: event.priceCents,
        purchasedAt,
        paymentIntentId: null,
        holderName: guest.fullName,
        event: {
          title: event.title,
          date: event.date,
          time: event.time,
          location: event.location,
          letters: event.letters,
          organizationName: event.organizationName,
          state: event.state,
        },
      });
      tickets.push(ticket);
    }
  }
  return tickets;
}

/** When the guests signed up: before the seeded events were listed. */
export function guestsJoinedAt(now: Date): Date {
  return new Date(now.getTime() - SALES_WINDOW_MS);
}

/** The guests' profiles at `school`, each counting the tickets it holds. */
export function guestProfileItems(tickets: readonly SeedTicket[], school: SchoolRecord, now: Date): Item[] {
  return seedGuests().map((guest) =>
    profileItem({
      sub: guest.sub,
      email: guest.email,
      fullName: guest.fullName,
      schoolId: school.id,
      schoolName: school.name,
      schoolState: school.state,
      createdAt: guestsJoinedAt(now).toISOString(),
      ticketCount: tickets.filter((t) => t.sub === guest.sub).length,
    }),
  );
}
