/**
 * Event Analytics (docs/spec/leader-admin-side.md §2): for members of the event's organization
 * only (profile organization or a role in it: `shared/authz.ts`). Figures come from the event's
 * stored counters; sales per day from ONE Query of the event's tickets.
 */
import type { EventAnalyticsResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { todayInState } from '../../shared/dates';
import { requireChapterAccess } from '../lib/access';
import { toDetail, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { headcountOf, readEventDoorHistory, toDoorCount, type EventDoorHistory } from '../domains/ticketing/door/headcount';
import { readEventDoorHistoryWithHolders, type EventWithHolders } from '../domains/catalog/party-packet/paperwork';
import { paperworkPanel } from '../domains/catalog/party-packet/paperwork-panel';
import { listEventTickets, type TicketRecord } from '../domains/ticketing/tickets';
import { notFound } from '../lib/errors';
import { doorName } from '../domains/ticketing/door/door-name';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';
import { dropLineFigures } from '../domains/ticketing/drop/figures';

type DoorHistory = Pick<EventDoorHistory, 'door' | 'quarters' | 'byDoor'>;
const NO_DOOR: DoorHistory = { door: toDoorCount(undefined), quarters: [], byDoor: [] };

/** Checked-in over sold, as a rounded percentage; 0 when nothing was sold. */
export function attendancePercent(checkedIn: number, sold: number): number {
  return sold > 0 ? Math.round((checkedIn / sold) * 100) : 0;
}

/** Revenue per ticket in whole cents; 0 when nothing was sold. */
export function averageTicketCents(revenueCents: number, sold: number): number {
  return sold > 0 ? Math.round(revenueCents / sold) : 0;
}

/** Tickets and revenue per purchase day (in the school's time zone), oldest day first. */
export function salesPerDay(tickets: Pick<TicketRecord, 'purchasedAt' | 'amountPaidCents'>[], state: string): EventAnalyticsResponse['salesPerDay'] {
  const days = new Map<string, { tickets: number; revenueCents: number }>();
  for (const t of tickets) {
    const date = todayInState(state, new Date(t.purchasedAt));
    const day = days.get(date) ?? { tickets: 0, revenueCents: 0 };
    day.tickets += 1;
    day.revenueCents += t.amountPaidCents;
    days.set(date, day);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, d]) => ({ date, ...d }));
}

/** Cancelled paid tickets and what they gave back (Ticket cancellation). */
export function refundsOf(tickets: Pick<TicketRecord, 'status' | 'amountPaidCents'>[]): { count: number; amountCents: number } {
  const refunded = tickets.filter((t) => t.status === 'cancelled' && t.amountPaidCents > 0);
  return { count: refunded.length, amountCents: refunded.reduce((sum, t) => sum + t.amountPaidCents, 0) };
}

/** Live tickets that moved to another phone, most moves first (a ticket moves at most `MAX_PHONE_MOVES` times). */
export function phoneMovesOf(tickets: TicketRecord[]): NonNullable<EventAnalyticsResponse['phoneMoves']> {
  return tickets
    .filter((t) => (t.phoneMoves ?? 0) > 0)
    .map((t) => ({ ticketId: t.id, holder: doorName(t.holderName), moves: t.phoneMoves!, lastMovedAt: t.phoneBoundAt ?? null }))
    .sort((a, b) => b.moves - a.moves || a.ticketId.localeCompare(b.ticketId));
}

/** The analytics of one event, from its counters, its tickets and its door's history (revenue net of refunds; a cancelled ticket is no sale). */
export function buildAnalytics(event: PartyEvent, tickets: TicketRecord[], door: DoorHistory = NO_DOOR): EventAnalyticsResponse {
  const detail = toDetail(event);
  // A transfer is no new sale: the original ticket keeps its sale day and its payment.
  const sold = tickets.filter((t) => t.status !== 'cancelled' && !t.transferredFromId);
  // Seats held for waitlist offers are taken but not sold.
  const heldSeats = event.heldSeats ?? 0;
  return {
    event: detail,
    ticketsSold: event.ticketsSold - heldSeats,
    maxAttendees: event.maxAttendees,
    revenueCents: event.revenueCents,
    averageTicketCents: averageTicketCents(event.revenueCents, event.ticketsSold),
    checkedIn: event.checkedIn,
    attendancePercent: attendancePercent(event.checkedIn, event.ticketsSold),
    rsvps: { interested: event.interestedCount, going: event.goingCount },
    saves: event.saveCount,
    salesPerDay: salesPerDay(sold, event.state),
    averageRating: detail.averageRating,
    reviewCount: event.reviewCount,
    door: { ...headcountOf(event, door.door), entriesPer15Minutes: door.quarters, byDoor: door.byDoor },
    refunds: refundsOf(tickets),
    waitlist: { length: event.waitlistCount ?? 0, heldSeats },
    phoneMoves: phoneMovesOf(tickets),
    admittedByIdCheck: tickets.filter((t) => t.idCheckedEntry).length,
  };
}

/**
 * GET /party-events/{id}/analytics: 403 "Access Denied" for anyone outside the
 * event's organization. With `include.paperwork` (`?include=paperwork`: one
 * screen, one request) the paperwork panel comes too, but its members: the panel's own route
 * requires the same access (`viewAnalytics`), and its partition's holders and
 * mail are read in the same Query as the door's history — still 3 calls (the
 * standing, that Query, the event's tickets); the members would be a 4th. A
 * cancelled event's job (its progress) sorts in that range too.
 */
export async function getEventAnalytics(eventId: string, standing: Standing, include: { paperwork: boolean } = { paperwork: false }): Promise<EventAnalyticsResponse> {
  // The event with its door's history in one Query (live headcount), with its ticket holders and last mail for the panel.
  const read: EventDoorHistory & Partial<EventWithHolders> = include.paperwork ? await readEventDoorHistoryWithHolders(eventId) : await readEventDoorHistory(eventId);
  // A cancelled event's job (its progress) comes in the same Query.
  const { event, door, quarters, byDoor, holders, mailed, cancellation: job } = read;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('viewAnalytics', standing, event.chapterId);
  // A drop's line, read only for a drop (every other event's analytics make the calls they always did).
  const [tickets, line] = await Promise.all([listEventTickets(eventId), event.salesOpenAt ? dropLineFigures(event) : undefined]);
  const analytics = buildAnalytics(event, tickets, { door, quarters, byDoor });
  return {
    ...analytics,
    ...(line ? { line } : {}),
    ...(job ? { cancellation: { status: job.status, ticketsCancelled: job.ticketsCancelled } } : {}),
    ...(holders ? { paperwork: paperworkPanel({ event, holders, mailed }) } : {}),
  };
}
