/** Sends a queued waitlist notice (the jobs consumer); throws when SES refuses it (the queue then retries). */
import { composeMail, sendRawMail } from '../../../lib/mail';
import { waitlistNoticeText } from './notice';
import type { WaitlistNotice } from './notice-message';

export async function sendWaitlistNotice(notice: WaitlistNotice): Promise<void> {
  const { subject, text } = waitlistNoticeText(notice);
  await sendRawMail(await composeMail({ to: notice.to, subject, text }));
}
