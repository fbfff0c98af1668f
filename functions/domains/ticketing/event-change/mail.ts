/**
 * The e-mail to a ticket holder whose event moved: what changed, old → new
 * (only the date, time or place that did), and a link to the event.
 */
import { holderRelevantChanges, type OfficeRelevantChange } from '../../../../shared/event-edit';
import { formatLongDate, formatTime } from '../../../../shared/dates';
import { loadConfig } from '../../../lib/config';
import { composeMail, escapeHtml, htmlPage } from '../../../lib/mail';
import type { WhenAndWhere } from './message';

const LABELS: Partial<Record<OfficeRelevantChange, [label: string, shown: (w: WhenAndWhere) => string]>> = {
  date: ['Date', (w) => formatLongDate(w.date)],
  time: ['Time', (w) => formatTime(w.time)],
  location: ['Place', (w) => w.location],
};

/** The subject of the mail (the integration tests find it by it). */
export const eventChangeSubject = (title: string) => `${title}: the date, time or place changed`;

/** The lines "Date: Fri, Mar 14 → Sat, Mar 15", one per change (plain text). */
export function changeLines(before: WhenAndWhere, after: WhenAndWhere): string[] {
  const unchanged = { maxAttendees: 0, alcoholAllowed: false };
  return holderRelevantChanges({ ...before, ...unchanged }, { ...after, ...unchanged }).flatMap((change) => {
    const label = LABELS[change];
    return label ? [`${label[0]}: ${label[1](before)} → ${label[1](after)}`] : [];
  });
}

/** The raw MIME message to `to` about the event `title` (id `eventId`) moved from `before` to `after`. */
export function eventChangeMessage(to: string, event: { id: string; title: string }, before: WhenAndWhere, after: WhenAndWhere): Promise<Buffer> {
  const link = `${loadConfig().siteUrl ?? ''}/party-events/${event.id}`;
  const subject = eventChangeSubject(event.title);
  const lines = changeLines(before, after).map(escapeHtml);
  const html = htmlPage(subject, [
    'The host chapter changed when or where the event is:',
    ...lines,
    'Your ticket is still valid for the new date, time and place.',
    `<a href="${escapeHtml(link)}">Open the event</a>`,
  ]);
  return composeMail({ to, subject, html, text: [subject, ...changeLines(before, after), link].join('\n') });
}
