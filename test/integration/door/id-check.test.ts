/**
 * A guest without a code (no smartphone, a printed ticket) at the leader's
 * door: found by name in the roster and admitted after an ID check, as a
 * scan would admit them (once, whatever retries or second tries), and
 * recorded as such on the ticket and in the analytics; only the event's
 * door may do it, and a ticket no longer valid is refused as at a scan.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventAnalyticsResponse, TicketResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { ALREADY_USED, ENTRY_GRANTED, TICKET_CANCELLED } from '../../../functions/domains/ticketing/messages';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser } from '../tickets/fixtures';

useFreshTable();

type Answer = ValidateTicketResponse & { message: string };
const admit = (claims: Record<string, unknown>, eventId: string, ticketId: string, scanId?: string) =>
  invoke<Answer>('admitByIdCheck', { claims, body: { eventId, ticketId, ...(scanId ? { scanId } : {}) } });

async function guestWithTicket(options: { live?: boolean } = {}) {
  const chapterId = (await newChapter()).id;
  const event = await newEvent(chapterId, options.live ? { ticketCodes: 'live' } : {});
  const guest = await newUser();
  const ticket = (await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: guest.claims })).json.ticket;
  return { event, guest, ticket, leader: await newLeader(chapterId) };
}

describe('admitting a guest by name after an ID check', () => {
  it('admits a live ticket once, recorded with who checked, and counted in the analytics', async () => {
    const { event, ticket, leader } = await guestWithTicket({ live: true });
    const scanId = randomUUID();
    const first = await admit(leader.claims, event.id, ticket.id, scanId);
    expect(first.json).toMatchObject({ valid: true, message: ENTRY_GRANTED, headcount: { insideNow: 1 } });
    // A retry of the same admission answers the same; a second admission is refused as a second scan is.
    expect((await admit(leader.claims, event.id, ticket.id, scanId)).json).toMatchObject({ valid: true, message: ENTRY_GRANTED });
    expect((await admit(leader.claims, event.id, ticket.id)).json).toMatchObject({ valid: false, message: ALREADY_USED });
    expect((await getTicket(ticket.id))?.idCheckedEntry).toEqual({ by: leader.sub, at: expect.any(String), scanId });
    const analytics = await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, claims: leader.claims });
    expect(analytics.json).toMatchObject({ checkedIn: 1, admittedByIdCheck: 1 });
  });

  it("is refused to another chapter's leader, and for a cancelled ticket", async () => {
    const { event, guest, ticket, leader } = await guestWithTicket();
    const outsider = await newLeader((await newChapter()).id);
    expect((await admit(outsider.claims, event.id, ticket.id)).statusCode).toBe(403);
    await invoke('cancelTicket', { params: { id: ticket.id }, claims: guest.claims });
    expect((await admit(leader.claims, event.id, ticket.id)).json).toMatchObject({ valid: false, message: TICKET_CANCELLED });
    expect((await getTicket(ticket.id))?.idCheckedEntry).toBeUndefined();
  });
});
