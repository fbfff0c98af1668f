/** Sends a queued waitlist notice (the jobs consumer); throws when SES refuses it (the queue then retries). */
import { composeMail, sendRawMail } from '../../../lib/mail';
import { getPartyEvent } from '../../catalog/party-events/party-events';
import { waitlistNoticeText } from './notice';
import type { WaitlistNotice } from './notice-message';

/** The notice carries the event's details as the offer read them: an edit since (a late delivery) moves them, so they are read again. */
export async function sendWaitlistNotice(notice: WaitlistNotice): Promise<void> {
  const event = await getPartyEvent(notice.eventId);
  const details = event ? { title: event.title, date: event.date, time: event.time, state: event.state } : {};
  const { subject, text } = waitlistNoticeText({ ...notice, ...details });
  await sendRawMail(await composeMail({ to: notice.to, subject, text }));
}
