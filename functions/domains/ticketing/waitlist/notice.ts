/**
 * The e-mail of a waitlist offer: "your ticket is ready" for a
 * free event, "a seat is held for you until …" for a paid one. Queued on the
 * work queue (nothing an offer waits for depends on SES) and sent by its
 * consumer; the in-app notice is the ticket's `fromWaitlist` mark and the
 * held offer shown on My Tickets and the event page. Sending is in
 * `send-notice.ts`, so the producers do not bundle the mail libraries.
 */
import { formatInstantInState, formatLongDate } from '../../../../shared/dates';
import { queueJob } from '../../../lib/queue/send';
import { logger } from '../../../lib/logger';
import type { WaitlistNotice } from './notice-message';

/** Queues the notice; a phone-only account (no address) gets the in-app notice only. */
export async function queueWaitlistNotice(notice: Omit<WaitlistNotice, 'to'>, to: string | null): Promise<void> {
  if (!to) return;
  try {
    await queueJob({ kind: 'waitlistNotice', ...notice, to });
  } catch (error) {
    // The offer stands (My Tickets shows it); the log names the mail that was not queued.
    logger.error('Waitlist notice could not be queued', { eventId: notice.eventId, error });
  }
}

export function waitlistNoticeText(n: WaitlistNotice): { subject: string; text: string } {
  const when = `${formatLongDate(n.date)} at ${n.time}`;
  if (n.waitlistNotice === 'issued') {
    return {
      subject: `A seat opened up: your ticket for ${n.title}`,
      text: `Good news: a seat opened up for ${n.title} (${when}) and you were next on the waitlist. Your ticket is in My Tickets.`,
    };
  }
  return {
    subject: `A seat is held for you: ${n.title}`,
    text: `A seat opened up for ${n.title} (${when}) and you are next on the waitlist. It is held for you until ${formatInstantInState(n.expiresAt ?? '', n.state)}: buy it from the event page before then, or it goes to the next person in line.`,
  };
}
