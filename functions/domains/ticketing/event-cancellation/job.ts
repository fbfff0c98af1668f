/**
 * The cancelled event's job: cancel every valid ticket and refund
 * the paid ones, then e-mail every holder — a short list of steps run in
 * order, each in pages, the progress saved on the job record after every
 * page (db/event-cancellation.ts).
 *
 * Why the queue and not the data-tools job pattern: a data-tools job is one
 * asynchronous invocation that, once claimed, is never run again — a crash
 * half-way leaves it stopped until someone starts it anew. A queue message
 * that is not acknowledged comes back by itself (after its visibility
 * timeout; after five tries it waits in the dead-letter queue), and the
 * job resumes after the last page saved. Each delivery runs at most
 * `PAGES_PER_DELIVERY` pages and queues its continuation, so a run stays
 * well inside the visibility timeout and two deliveries never overlap.
 *
 * Replaying a page is harmless: a ticket is cancelled under its `valid`
 * condition (one winner, whether the job, a replay or the holder's own
 * cancel), its refund record is put once in that same transaction, and a
 * refund attempt goes through the gateway only while the record is not yet
 * `succeeded`, keyed on the intent (one refund per ticket). An e-mail of a
 * page replayed after a crash may go out twice; none is lost.
 */
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { getPartyEvent } from '../../catalog/party-events/party-events';
import {
  eventTicketPage,
  finishCancellationJob,
  getCancellationJob,
  saveCancellationProgress,
  type CancellationCursor,
  type CancelledEventTicket,
} from './cancelled-events';
import { cancelTicket, isRefundable } from '../cancellation/ticket-cancellation';
import { getProfilesBySub } from '../../people/profiles';
import { hasHolder } from '../tickets';
import { clock } from '../../../lib/clock';
import { closeWaitlist } from '../waitlist/close';
import { voidOfferOf } from '../transfers/ticket-transfers';
import { refundCancelledTicket } from '../payments/refund-ticket';
import { sendCancelledEventMail } from './mail';
import { queueEventCancellation } from './queue';

/** What one page of a step did: where the next page starts (null: the step is done) and its tickets cancelled with the event. */
export interface PageDone {
  next: CancellationCursor | null;
  cancelled: number;
  /** A step without pages (`once`): it does not count towards a delivery's pages. */
  unpaged?: boolean;
}

/** Options of a run: the page size, and a hook after each ticket (tests inject a crash there). */
export interface RunOptions {
  pageSize?: number;
  pagesPerDelivery?: number;
  afterTicket?: (ticketId: string) => Promise<void> | void;
}

type Step = (event: PartyEvent, cursor: CancellationCursor | null, options: Required<RunOptions>) => Promise<PageDone>;

const PAGE_SIZE = 25;
// Two pages a delivery: well inside the consumer's timeout even with a refund and an e-mail per ticket.
const PAGES_PER_DELIVERY = 2;

/** A step done in one call (`closeWaitlist(eventId)` and the like): no pages. */
export const once =
  (run: (eventId: string) => Promise<unknown>): Step =>
  async (event) => {
    await run(event.id);
    return { next: null, cancelled: 0, unpaged: true };
  };

/** Runs `each` over one page of the event's tickets. */
function paged(each: (event: PartyEvent, ticket: CancelledEventTicket, holders: Map<string, string | null>) => Promise<boolean>, needsEmails = false): Step {
  return async (event, cursor, options) => {
    const page = await eventTicketPage(event.id, cursor, options.pageSize);
    const holders = needsEmails ? await emailsOf(page.tickets) : new Map<string, string | null>();
    let cancelled = 0;
    for (const ticket of page.tickets) {
      if (await each(event, ticket, holders)) cancelled += 1;
      await options.afterTicket(ticket.id);
    }
    return { next: page.next, cancelled };
  };
}

async function emailsOf(tickets: CancelledEventTicket[]): Promise<Map<string, string | null>> {
  const subs = tickets.flatMap((t) => (hasHolder(t) ? [t.sub] : []));
  const profiles = subs.length ? await getProfilesBySub(subs) : new Map();
  return new Map(subs.map((sub) => [sub, profiles.get(sub)?.email ?? null]));
}

/** True when the ticket was cancelled with the event (by the job, or by its holder since): e-mailed and counted. */
const cancelledWithEvent = (event: PartyEvent, ticket: CancelledEventTicket) => ticket.status === 'cancelled' && (ticket.cancelledAt ?? '') >= (event.cancelledAt ?? '');

/**
 * Cancels a valid ticket and refunds it when paid — also one its holder
 * cancelled meanwhile. True when the ticket is now cancelled with the
 * event: a replayed page counts its tickets again, from the count saved
 * before it, so the count is exact.
 */
async function cancelAndRefund(event: PartyEvent, ticket: CancelledEventTicket): Promise<boolean> {
  let status = ticket.status;
  if (status === 'valid' && hasHolder(ticket)) {
    const now = clock.now().toISOString();
    const outcome = await cancelTicket(ticket, event, now);
    if (outcome.kind !== 'missing') status = outcome.ticket.status;
    if (status === 'cancelled') await voidOfferOf(ticket, now);
  }
  // Whoever cancelled it, a refund not yet through is attempted (a failure queues its own retry).
  if (status === 'cancelled' && isRefundable(ticket)) await refundCancelledTicket(ticket.id);
  return status === 'cancelled' && (ticket.status === 'valid' || cancelledWithEvent(event, ticket));
}

/** E-mails a holder whose ticket was cancelled with the event (not one cancelled before it). */
async function emailHolder(event: PartyEvent, ticket: CancelledEventTicket, holders: Map<string, string | null>): Promise<boolean> {
  const to = ticket.sub ? holders.get(ticket.sub) : null;
  if (to && cancelledWithEvent(event, ticket)) await sendCancelledEventMail(event, ticket, to);
  return false;
}

/**
 * The job's steps, in order: the waitlist closes first (its held seats are
 * let go, nobody is offered one again), then every ticket is cancelled and
 * refunded, then the holders are e-mailed.
 */
export const STEPS: Step[] = [once(closeWaitlist), paged(cancelAndRefund), paged(emailHolder, true)];

/**
 * Runs (or resumes) the job of a cancelled event for one delivery: at most
 * `pagesPerDelivery` pages, then its continuation is queued. Throws when a
 * page fails: the message is delivered again and resumes after the last
 * page saved.
 */
export async function runEventCancellation(eventId: string, options: RunOptions = {}): Promise<'done' | 'continued' | 'nothing'> {
  const opts: Required<RunOptions> = { pageSize: PAGE_SIZE, pagesPerDelivery: PAGES_PER_DELIVERY, afterTicket: () => undefined, ...options };
  const [event, job] = await Promise.all([getPartyEvent(eventId), getCancellationJob(eventId)]);
  if (!event || !job || event.status !== 'cancelled') return 'nothing';
  if (job.status === 'done') return 'done';
  let { step, cursor, ticketsCancelled } = job;
  let pages = 0;
  while (step < STEPS.length) {
    if (pages === opts.pagesPerDelivery) {
      await queueEventCancellation(eventId);
      return 'continued';
    }
    const page = await STEPS[step]!(event, cursor, opts);
    if (!page.unpaged) pages += 1;
    ticketsCancelled += page.cancelled;
    if (page.next) cursor = page.next;
    else [step, cursor] = [step + 1, null];
    await saveCancellationProgress(eventId, { step, cursor, ticketsCancelled });
  }
  await finishCancellationJob(eventId, clock.now());
  return 'done';
}
