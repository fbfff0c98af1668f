/**
 * Tells an event's ticket holders that its date, time or place changed (the
 * work queue's consumer runs it): one page of the event's tickets per
 * delivery, each live holder (a valid ticket: not cancelled, not given away
 * in a transfer) mailed once, then the next page queued as a job of its own,
 * so a long list never outlasts a delivery.
 *
 * Each holder's mail is claimed before it goes out (deliveries.ts): a page
 * delivered again — after a failure, or a continuation queued twice — mails
 * nobody a second time. When SES refuses a mail, nothing went out: the claim
 * is given back and the delivery fails, so the queue brings the page again.
 * When the outcome cannot be known (SES did not answer in time) it may have
 * gone out: it is not sent again, and the log says so.
 */
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import { clock } from '../../../lib/clock';
import { sesClientSingleAttempt } from '../../../lib/clients/ses';
import { logger } from '../../../lib/logger';
import { getPartyEvent } from '../../catalog/party-events/party-events';
import { getProfilesBySub } from '../../people/profiles';
import { surelyNotSent } from '../../platform/feedback/deliver';
import { eventTicketPage } from '../event-cancellation/cancelled-events';
import { hasHolder, type HeldTicket } from '../tickets';
import { claimChangeNotice, recordChangeNotice } from './deliveries';
import { eventChangeMessage } from './mail';
import type { EventChangeNoticeMessage } from './message';
import { queueEventChangePage } from './queue';

const PAGE_SIZE = 25;

/** Mails one holder unless an attempt already did (or may have); throws while SES refuses it. */
async function mailHolder(job: EventChangeNoticeMessage, event: { id: string; title: string }, sub: string, to: string): Promise<void> {
  if (!(await claimChangeNotice(job.eventId, job.editId, sub, clock.now()))) return;
  try {
    await sesClientSingleAttempt().send(new SendRawEmailCommand({ RawMessage: { Data: await eventChangeMessage(to, event, job.before, job.after) } }));
  } catch (error) {
    if (surelyNotSent(error)) {
      await recordChangeNotice(job.eventId, job.editId, sub, 'refused');
      throw error;
    }
    await recordChangeNotice(job.eventId, job.editId, sub, 'unknown');
    logger.error('Event change mail may not have gone out; it is not sent again', { eventId: job.eventId, editId: job.editId, error });
    return;
  }
  await recordChangeNotice(job.eventId, job.editId, sub, 'sent');
}

/** Mails the live holders of one page of the event's tickets and queues the next page; nothing once the event is cancelled or gone (its own mail tells them). */
export async function sendEventChangeNotices(job: EventChangeNoticeMessage, pageSize = PAGE_SIZE): Promise<void> {
  const event = await getPartyEvent(job.eventId);
  if (!event || event.status === 'cancelled') return;
  const page = await eventTicketPage(job.eventId, job.cursor, pageSize);
  const live = page.tickets.filter((ticket): ticket is typeof ticket & HeldTicket => ticket.status === 'valid' && hasHolder(ticket));
  const profiles = live.length ? await getProfilesBySub([...new Set(live.map((ticket) => ticket.sub))]) : new Map();
  for (const ticket of live) {
    const to = profiles.get(ticket.sub)?.email;
    if (to) await mailHolder(job, event, ticket.sub, to);
  }
  // Queued once this page is done: a failure here brings this page again, whose holders are already claimed.
  if (page.next) await queueEventChangePage({ ...job, cursor: page.next });
}
