/**
 * The analytics page's paperwork (issue 13): its panel (deadlines, sober
 * monitors, the members to choose from, warnings, when the office was
 * mailed), naming the sober monitors, and the packet's downloads.
 */
import type { EventPaperworkResponse, PacketFileResponse, SoberMonitor } from '../../shared/api/party-packet-types';
import type { Standing, LeaderAction } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { listChapterMembers } from '../lib/db/chapter-members';
import { getPartyEvent, type PartyEvent } from '../lib/db/party-events';
import { getPacketMail, setSoberMonitors } from '../lib/db/party-packet';
import { badRequest, notFound } from '../lib/errors';
import { guestListCsv } from './guest-list-csv';
import { readPacketContent, versioned } from '../lib/party-packet/packet-content';

export const EVENT_NOT_FOUND = 'Event not found';
export const NOT_A_MEMBER = 'Sober monitors must be members of the chapter';

async function eventFor(action: LeaderAction, standing: Standing, eventId: string): Promise<PartyEvent> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess(action, standing, event.chapterId);
  return event;
}

const asMonitor = (m: { sub: string; fullName: string; email: string | null }): SoberMonitor => ({ sub: m.sub, fullName: m.fullName || m.email || 'Member' });

/** GET /party-events/{id}/paperwork */
export async function getEventPaperwork(eventId: string, standing: Standing): Promise<EventPaperworkResponse> {
  const event = await eventFor('viewAnalytics', standing, eventId);
  const [content, members, mailed] = await Promise.all([readPacketContent(event), listChapterMembers(event.chapterId), getPacketMail(eventId)]);
  return {
    alcoholAllowed: event.alcoholAllowed,
    rules: event.officeRules ?? null,
    registrationDueAt: event.officeRules ? content.registrationDueAt : null,
    guestListFreezesAt: content.guestListFreezesAt,
    lateRegistration: content.lateRegistration,
    soberMonitors: content.soberMonitors,
    members: members.map(asMonitor),
    monitorCapacity: content.monitorCapacity,
    expectedGuests: content.expectedGuests,
    maxAttendees: event.maxAttendees,
    warnings: content.warnings,
    mailed: mailed ? { sequence: mailed.sequence, version: mailed.version, sentAt: mailed.sentAt, to: mailed.to } : null,
  };
}

/** PUT /party-events/{id}/sober-monitors: the leaders of the host chapter name members of it, in the order given. */
export async function nameSoberMonitors(eventId: string, standing: Standing, subs: string[]): Promise<EventPaperworkResponse> {
  const event = await eventFor('createEvent', standing, eventId);
  const members = new Map((await listChapterMembers(event.chapterId)).map((m) => [m.sub, asMonitor(m)]));
  const monitors = subs.map((sub) => members.get(sub));
  if (monitors.some((m) => !m)) throw badRequest(NOT_A_MEMBER, [{ path: 'subs', message: NOT_A_MEMBER }]);
  if (!(await setSoberMonitors(eventId, monitors as SoberMonitor[]))) throw notFound(EVENT_NOT_FOUND);
  return getEventPaperwork(eventId, standing);
}

const fileSlug = (e: PartyEvent) => `${e.date}-${e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}`;

/** GET /party-events/{id}/packet: the registration packet's PDF. */
export async function downloadPacket(eventId: string, standing: Standing, now: Date): Promise<PacketFileResponse> {
  const event = await eventFor('viewAnalytics', standing, eventId);
  const packet = versioned(await readPacketContent(event), now);
  // pdf-lib (about 400 KB) is a chunk loaded when a packet is downloaded, not at every cold start.
  const { packetPdf } = await import('../lib/party-packet/packet-pdf');
  const pdf = await packetPdf(packet);
  return {
    fileName: `registration-packet-${fileSlug(event)}-v${packet.version}.pdf`,
    contentType: 'application/pdf',
    contentBase64: Buffer.from(pdf).toString('base64'),
    version: packet.version,
    generatedAt: packet.generatedAt,
  };
}

/** GET /party-events/{id}/guest-list: the guest list as CSV (names and the 21+ flag). */
export async function downloadGuestList(eventId: string, standing: Standing, now: Date): Promise<PacketFileResponse> {
  const event = await eventFor('viewAnalytics', standing, eventId);
  const packet = versioned(await readPacketContent(event), now);
  return {
    fileName: `guest-list-${fileSlug(event)}-v${packet.version}.csv`,
    contentType: 'text/csv',
    contentBase64: Buffer.from(guestListCsv(packet.guests), 'utf8').toString('base64'),
    version: packet.version,
    generatedAt: packet.generatedAt,
  };
}
