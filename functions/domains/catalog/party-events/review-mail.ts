/**
 * The e-mail each step of the office's review sends the host chapter's
 * leaders (its president and media manager): submitted, returned with the
 * office's comment, approved. Sent by the work queue's consumer.
 */
import { loadConfig } from '../../../lib/config';
import { composeMail, escapeHtml, htmlPage, sendRawMail } from '../../../lib/mail';
import { listRolesOfChapter } from '../../people/roles/roles';
import { getProfilesBySub } from '../../people/profiles';
import { getPartyEvent } from './party-events';
import type { ReviewNoticeMessage } from './review-message';

/** The e-mail addresses of the chapter's role holders: their role's contact, else (rows kept before it) their profile's. */
async function leaderAddresses(chapterId: string): Promise<string[]> {
  const roles = await listRolesOfChapter(chapterId);
  const profiles = await getProfilesBySub(roles.filter((role) => !role.contact?.email).map((role) => role.sub));
  const addresses = roles.map((role) => role.contact?.email ?? profiles.get(role.sub)?.email ?? null);
  return [...new Set(addresses.filter((address): address is string => !!address))];
}

const SUBJECTS: Record<ReviewNoticeMessage['state'], (title: string) => string> = {
  submitted: (title) => `${title} is waiting for the Greek-life office's approval`,
  returned: (title) => `${title} was returned by the Greek-life office`,
  approved: (title) => `${title} is approved: tickets are on sale`,
};

/** Mails the chapter's leaders; nothing when the event is gone. Throws when SES refuses (the queue retries). */
export async function sendReviewNotice({ eventId, state, comment }: ReviewNoticeMessage): Promise<void> {
  const event = await getPartyEvent(eventId);
  if (!event) return;
  const to = await leaderAddresses(event.chapterId);
  const link = `${loadConfig().siteUrl ?? ''}/party-events/${event.id}`;
  const lines = {
    submitted: ['Nobody can get a ticket and it is not listed until the office approves it. You can prepare it meanwhile.'],
    returned: [`The office's comment: ${escapeHtml(comment ?? '')}`, 'Make the changes, then resubmit it from the event page.'],
    approved: ['It is listed and on sale now.'],
  }[state];
  for (const address of to) {
    await sendRawMail(await composeMail({ to: address, subject: SUBJECTS[state](event.title), html: htmlPage(escapeHtml(SUBJECTS[state](event.title)), [...lines, `<a href="${escapeHtml(link)}">Open the event</a>`]) }));
  }
}
