/**
 * The functions that hold the ticket signing key (`TICKET_SECRET`, read by
 * qr.ts): they alone sign ticket, door-pass and sober-monitor codes, so they
 * alone issue tickets — a free event's waitlist offer included. This list is
 * the only place that decides it: infra/features.ts grants the key from it,
 * and test/infra/grants-in-code.test.ts holds every function's bundle to it
 * (its code reaches the key if and only if it is listed here).
 *
 * Locally every handler runs in one process with every secret, so nothing at
 * run time would show a gap: the choice is made in the code each function
 * bundles. A function not listed that frees a seat while people wait never
 * runs the offer round: it hands it over (waitlist/hand-over.ts) to the next
 * round a holder runs, at the latest the scheduled sweep's.
 */
import type { Feature } from '../../shared/api/routes';
import type { QueueConsumer } from './queue/queues';

/** Every deployed function: an API feature, a queue consumer, or the scheduled sweep. */
export type FunctionName = Feature | QueueConsumer | 'scheduled';

export const TICKET_KEY_HOLDERS = [
  // Free tickets, transfers, the door (verifying codes, door passes, monitor codes) and the waitlist's own routes.
  'tickets',
  // Paid tickets: the same issuance once paid.
  'payments',
  // The waitlist's rounds that others handed over, or left by a crashed caller.
  'scheduled',
] as const satisfies readonly FunctionName[];

export function holdsTicketKey(name: FunctionName): boolean {
  return (TICKET_KEY_HOLDERS as readonly FunctionName[]).includes(name);
}
