/**
 * Due work the scheduled sweep runs every 5 minutes (EventBridge in AWS, a
 * timer in the local stack), each task with the injected "now". A feature
 * with work that falls due adds its task here, in one line.
 */
import { sweepWaitlists } from '../domains/ticketing/waitlist/sweep';
import { sendDuePackets } from '../domains/catalog/party-packet/send-due';
import { retryOwedRefunds } from '../domains/ticketing/payments/refund-sweep';
import { reconcileUnsettledPayments } from '../domains/ticketing/payments/reconcile-sweep';
import { retirePastEvents } from '../domains/catalog/retire-past-events';

export interface ScheduledTask {
  /** Names the task in logs. */
  name: string;
  run: (now: Date) => Promise<unknown>;
}

export const SCHEDULED_TASKS: readonly ScheduledTask[] = [
  // Waitlist: expired offers move to the next in line; crashed offer rounds resume.
  { name: 'waitlist-offers', run: sweepWaitlists },
  // Party paperwork: registration packets due at the guest-list deadline are mailed to the office.
  { name: 'office-packets', run: sendDuePackets },
  // Ticket cancellation: refunds not yet through are attempted again, backing off, until they succeed.
  { name: 'owed-refunds', run: retryOwedRefunds },
  // Paid tickets: a payment a crash left without its outcome gets its ticket or its refund.
  { name: 'unsettled-payments', run: reconcileUnsettledPayments },
  // Lists: events whose day has passed in their state leave the multi-state lists' dated ranges.
  { name: 'retire-past-events', run: retirePastEvents },
];
