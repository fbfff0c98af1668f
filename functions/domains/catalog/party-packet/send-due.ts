/**
 * The registration packet mailed to the Greek-life office at the guest-list
 * deadline. `sendDuePackets(now)` is one sweep, for a scheduler to
 * call: every active event with alcohol whose guest list is frozen at `now`
 * and that has not started, at a school with an office address, gets its
 * packet mailed (SES, the PDF attached) — once. A later change (a monitor
 * named, a ticket cancelled, a name corrected) makes a new version, mailed
 * as a marked update; an unchanged packet is never sent again. Idempotent:
 * each mail is claimed by a conditional write before it is sent, and the
 * claim is given back when SES refuses it. In the catalog domain, not the
 * party-packet feature, because the scheduled sweep runs it.
 */
import { earliestUsToday, formatLongDate, formatTime, venueInstant } from '../../../../shared/dates';
import { guestListFrozen } from '../../../../shared/school-rules';
import { listActiveEventsFrom, type PartyEvent } from '../party-events/party-events';
import { claimPacketMail, readEventWithHolders, releasePacketMail, type PacketMailRecord } from './paperwork';
import { getSchoolRules } from '../schools/schools';
import { composeMail, sendRawMail } from '../../../lib/mail';
import { readPacketContent, versioned, type Packet } from './packet-content';

/** What one sweep did: mails sent (first packets and updates). */
export interface SweepResult {
  sent: { eventId: string; sequence: number; version: string; to: string }[];
}

const dueAt = (now: Date) => (e: PartyEvent) =>
  e.alcoholAllowed && guestListFrozen(e, e.officeRules, now) && venueInstant(e.date, e.time, e.state).getTime() > now.getTime();

/** The subject: the first packet, or a marked update. */
export function packetSubject(packet: Packet, sequence: number): string {
  const what = `${packet.event.title} on ${formatLongDate(packet.event.date)} (${packet.event.organizationName})`;
  return sequence === 1 ? `Event registration and guest list: ${what}` : `UPDATED event registration (update ${sequence - 1}): ${what}`;
}

async function packetMessage(packet: Packet, mail: PacketMailRecord): Promise<Buffer> {
  const e = packet.event;
  const lines = [
    mail.sequence === 1
      ? `The registration packet of ${e.organizationName} for "${e.title}" is attached, with its guest list.`
      : `This UPDATE replaces the packet sent before (update ${mail.sequence - 1}). The attached packet is the current one.`,
    '',
    `Event: ${e.title}`,
    `Date: ${formatLongDate(e.date)} at ${formatTime(e.time)}`,
    `Location: ${e.location}`,
    `Expected guests: ${packet.expectedGuests} of ${e.maxAttendees}`,
    `Sober monitors: ${packet.soberMonitors.map((m) => m.fullName).join(', ') || 'none named'}`,
    `Packet version ${packet.version}, generated ${packet.generatedAt}`,
  ];
  // pdf-lib is a chunk loaded when a packet is actually sent, not at every run of the sweep.
  const { packetPdf } = await import('./packet-pdf');
  return composeMail({
    to: mail.to,
    subject: packetSubject(packet, mail.sequence),
    text: lines.join('\n'),
    attachments: [{ filename: `registration-packet-v${packet.version}.pdf`, content: Buffer.from(await packetPdf(packet)), contentType: 'application/pdf' }],
  });
}

/** Mails the packet of one due event when the office has not had this version; the mail sent, or null. */
async function sendPacketIfChanged(event: PartyEvent, to: string, now: Date): Promise<PacketMailRecord | null> {
  // The ticket holders and the last mail come in one Query with the event (the event as listed is what the packet shows).
  const { holders, mailed: previous } = await readEventWithHolders(event.id);
  const packet = versioned(await readPacketContent(event, holders), now);
  if (previous && previous.version === packet.version && previous.to === to) return null;
  const next: PacketMailRecord = { eventId: event.id, sequence: (previous?.sequence ?? 0) + 1, version: packet.version, sentAt: now.toISOString(), to };
  // Another sweep sent it meanwhile.
  if (!(await claimPacketMail(next, previous))) return null;
  try {
    await sendRawMail(await packetMessage(packet, next));
  } catch (error) {
    await releasePacketMail(next, previous);
    throw error;
  }
  return next;
}

/** One sweep at `now`: mails every due packet not yet sent in its current version. */
export async function sendDuePackets(now: Date): Promise<SweepResult> {
  const due = await listActiveEventsFrom(earliestUsToday(now), dueAt(now));
  const addresses = new Map<string, Promise<string | null>>();
  const officeOf = (schoolId: string) => {
    if (!addresses.has(schoolId)) addresses.set(schoolId, getSchoolRules(schoolId).then((r) => r?.officeEmail ?? null));
    return addresses.get(schoolId)!;
  };
  const sent: SweepResult['sent'] = [];
  for (const event of due) {
    const to = await officeOf(event.schoolId);
    if (!to) continue;
    const mail = await sendPacketIfChanged(event, to, now);
    if (mail) sent.push({ eventId: mail.eventId, sequence: mail.sequence, version: mail.version, to: mail.to });
  }
  return { sent };
}
