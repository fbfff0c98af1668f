/**
 * The analytics page's paperwork (issue 13): its panel (deadlines, sober
 * monitors, the members to choose from, warnings, when the office was
 * mailed), naming the sober monitors, and the packet's downloads.
 */
import type { EventPaperworkResponse, PacketFileResponse, SoberMonitor } from '../../shared/api/party-packet-types';
import type { Standing, LeaderAction } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { membersFrom, outsideSubs, readMemberSources, type MemberSources } from '../lib/db/chapter-members';
import type { PartyEvent } from '../lib/db/party-events';
import { readEventForPaperwork, readEventWithHolders, setSoberMonitors, type PacketMailRecord } from '../lib/db/party-packet';
import { getProfilesBySub, type Profile } from '../lib/db/profiles';
import type { RoleRecord } from '../lib/db/roles';
import { listEventTickets, type HeldTicket } from '../lib/db/tickets';
import { badRequest, notFound } from '../lib/errors';
import { guestListCsv } from './guest-list-csv';
import { packetContentFrom, readPacketContent, versioned, type PacketSources } from '../lib/party-packet/packet-content';

export const EVENT_NOT_FOUND = 'Event not found';
export const NOT_A_MEMBER = 'Sober monitors must be members of the chapter';

/** The caller's own chapters: their organization and the ones they lead (an event's paperwork is only for these). */
const chaptersOf = (standing: Standing) => [...(standing.chapterId ? [standing.chapterId] : []), ...standing.roles.map((r) => r.chapterId)];

/**
 * The event the caller may see the paperwork of (`action`), its last mail
 * and its chapter's roles: one BatchGet (`readEventForPaperwork`); 404 or
 * 403 otherwise.
 */
async function eventFor(action: LeaderAction, standing: Standing, eventId: string): Promise<{ event: PartyEvent; mailed: PacketMailRecord | undefined; roles: RoleRecord[] | undefined }> {
  const read = await readEventForPaperwork(eventId, chaptersOf(standing));
  if (!read.event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess(action, standing, read.event.chapterId);
  return { ...read, event: read.event };
}

/**
 * The event the caller may download the packet of, with its ticket holders
 * (one Query, `readEventWithHolders`); 404 or 403 otherwise, before anything
 * read is used.
 */
async function eventWithHolders(standing: Standing, eventId: string): Promise<{ event: PartyEvent; holders: HeldTicket[] }> {
  const { event, holders } = await readEventWithHolders(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('viewAnalytics', standing, event.chapterId);
  return { event, holders };
}

const asMonitor = (m: { sub: string; fullName: string; email: string | null }): SoberMonitor => ({ sub: m.sub, fullName: m.fullName || m.email || 'Member' });

/**
 * Everything the panel shows besides the event and its mail: the event's
 * tickets and the chapter's member index and roles (two Queries; the roles
 * came with the event), then the profiles of role holders outside the
 * member index, if any (a BatchGet). The panel shows no guest's, officer's
 * or president's name — only how many guests are expected — so their
 * profiles are not read here (the packet's downloads read them:
 * `readPacketContent`); `packetContentFrom` falls back to the tickets' names.
 */
async function readPanelSources(event: PartyEvent, roles: RoleRecord[] | undefined): Promise<{ sources: PacketSources; members: MemberSources; people: ReadonlyMap<string, Profile> }> {
  const [tickets, members] = await Promise.all([listEventTickets(event.id), readMemberSources(event.chapterId, roles)]);
  const sources = { tickets, president: members.roles.find((r) => r.role === 'president') };
  const people = await getProfilesBySub(outsideSubs(members));
  return { sources, members, people };
}

function panel(event: PartyEvent, read: Awaited<ReturnType<typeof readPanelSources>>, mailed: PacketMailRecord | undefined): EventPaperworkResponse {
  const content = packetContentFrom(event, read.sources, read.people);
  return {
    alcoholAllowed: event.alcoholAllowed,
    rules: event.officeRules ?? null,
    registrationDueAt: event.officeRules ? content.registrationDueAt : null,
    guestListFreezesAt: content.guestListFreezesAt,
    lateRegistration: content.lateRegistration,
    soberMonitors: content.soberMonitors,
    members: membersFrom(read.members, read.people).map(asMonitor),
    monitorCapacity: content.monitorCapacity,
    expectedGuests: content.expectedGuests,
    maxAttendees: event.maxAttendees,
    warnings: content.warnings,
    mailed: mailed ? { sequence: mailed.sequence, version: mailed.version, sentAt: mailed.sentAt, to: mailed.to } : null,
  };
}

/** GET /party-events/{id}/paperwork: the event with its mail and roles (one BatchGet), then `readPanelSources`. */
export async function getEventPaperwork(eventId: string, standing: Standing): Promise<EventPaperworkResponse> {
  const { event, mailed, roles } = await eventFor('viewAnalytics', standing, eventId);
  return panel(event, await readPanelSources(event, roles), mailed);
}

/**
 * PUT /party-events/{id}/sober-monitors: the leaders of the host chapter
 * name members of it, in the order given. The panel answered is made from
 * what was read to check them and the event the write returned.
 */
export async function nameSoberMonitors(eventId: string, standing: Standing, subs: string[]): Promise<EventPaperworkResponse> {
  const { event, mailed, roles } = await eventFor('createEvent', standing, eventId);
  const sources = await readPanelSources(event, roles);
  const members = new Map(membersFrom(sources.members, sources.people).map((m) => [m.sub, asMonitor(m)]));
  const monitors = subs.map((sub) => members.get(sub));
  if (monitors.some((m) => !m)) throw badRequest(NOT_A_MEMBER, [{ path: 'subs', message: NOT_A_MEMBER }]);
  const named = await setSoberMonitors(eventId, monitors as SoberMonitor[]);
  if (!named) throw notFound(EVENT_NOT_FOUND);
  return panel(named, sources, mailed);
}

const fileSlug = (e: PartyEvent) => `${e.date}-${e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}`;

/** GET /party-events/{id}/packet: the registration packet's PDF (the standing, the event with its holders, the people it names: 3 calls). */
export async function downloadPacket(eventId: string, standing: Standing, now: Date): Promise<PacketFileResponse> {
  const { event, holders } = await eventWithHolders(standing, eventId);
  const packet = versioned(await readPacketContent(event, holders), now);
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
  const { event, holders } = await eventWithHolders(standing, eventId);
  const packet = versioned(await readPacketContent(event, holders), now);
  return {
    fileName: `guest-list-${fileSlug(event)}-v${packet.version}.csv`,
    contentType: 'text/csv',
    contentBase64: Buffer.from(guestListCsv(packet.guests), 'utf8').toString('base64'),
    version: packet.version,
    generatedAt: packet.generatedAt,
  };
}
