/**
 * A hot drop (docs/performance.md#a-hot-drop): many buyers of one event at once. The issuing
 * transaction's seat guard, when it finds the event full, answers Sold Out
 * by itself — the buyer is not read again — while any other refusal (the
 * event cancelled, a ticket already held) is decided again from a fresh
 * read. Exactly N tickets for N seats, whatever the concurrency.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { TicketResponse } from '../../../shared/api/types';
import { chapterLabelOf } from '../../../functions/domains/ticketing/sale-counts';
import { writeTicketOutcome } from '../../../functions/domains/ticketing/issuance/ticket-issuance';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { callsOf } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newUser, newUsers, profileCounters, unsavedTicket } from './fixtures';

useFreshTable();

/** The BatchGetItem calls (purchase-state reads) `run` sends. */
const readsOf = (run: () => Promise<unknown>) => callsOf('BatchGetItemCommand', run);

describe('the issuing transaction’s refusal', () => {
  it('is soldOut only when the seat’s guard alone refused it on an active, full event', async () => {
    const chapter = await newChapter();
    const full = await newEvent(chapter.id, { maxAttendees: 2, ticketsSold: 2 });
    const waiting = await newEvent(chapter.id, { maxAttendees: 5, ticketsSold: 3, waitlistCount: 1 });
    const cancelled = await newEvent(chapter.id, { maxAttendees: 5, ticketsSold: 5, status: 'cancelled' });
    const open = await newEvent(chapter.id, { maxAttendees: 1 });
    const buyer = await newUser();
    expect(await writeTicketOutcome(unsavedTicket(full, buyer.sub), chapterLabelOf(full))).toBe('soldOut');
    expect(await writeTicketOutcome(unsavedTicket(waiting, buyer.sub), chapterLabelOf(waiting))).toBe('soldOut');
    expect(await writeTicketOutcome(unsavedTicket(cancelled, buyer.sub), chapterLabelOf(cancelled))).toBe('refused');
    // The buyer takes the last seat; a second ticket of theirs is refused by the seat AND the holder guard: decided again.
    expect(await writeTicketOutcome(unsavedTicket(open, buyer.sub), chapterLabelOf(open))).toBe('issued');
    expect(await writeTicketOutcome(unsavedTicket(open, buyer.sub), chapterLabelOf(open))).toBe('refused');
    expect((await eventCounters(open.id)).ticketsSold).toBe(1);
    expect((await eventCounters(full.id)).ticketsSold).toBe(2);
    expect((await profileCounters(buyer.sub))?.ticketCount).toBe(1);
  });
});

describe('a hot drop', () => {
  it('issues exactly the seats to concurrent buyers, and tells every other one Sold Out after one read', async () => {
    const event = await newEvent((await newChapter()).id, { maxAttendees: 7 });
    const buyers = await newUsers(40);
    const answers: { statusCode: number; json: TicketResponse & { message?: string } }[] = [];
    const reads = await readsOf(() =>
      Promise.all(buyers.map(async (b) => answers.push(await invoke<TicketResponse & { message?: string }>('createFreeTicket', { params: { id: event.id }, claims: b.claims })))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(7);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => `${a.statusCode} ${a.json.message}`)).toEqual(Array(33).fill('409 Sold Out'));
    // One purchase-state read per buyer: no loser read again after its transaction was refused.
    expect(reads).toBe(40);
    const tickets = await listEventTickets(event.id);
    expect(tickets).toHaveLength(7);
    expect(new Set(tickets.map((t) => t.sub)).size).toBe(7);
    expect((await eventCounters(event.id)).ticketsSold).toBe(7);
  });
});
