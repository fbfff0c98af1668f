/**
 * The analytics page's paperwork: its panel (deadlines, sober
 * monitors, the members to choose from, warnings, when the office was
 * mailed), naming the sober monitors, and the packet's downloads.
 */
import type { EventPaperworkResponse, PacketFileResponse, SoberMonitor, SoberMonitorsResponse } from '../../shared/api/party-packet-types';
import type { OfficeStanding, Standing } from '../../shared/authz';
import { requireChapterAccess, requireOfficeOf } from '../lib/access';
import { membershipCheckOp, membershipIn, readChapterMembers } from '../domains/people/roles/chapter-members';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { readEventForMonitors, readEventWithHolders, writeSoberMonitors, type PacketMailRecord } from '../domains/catalog/party-packet/paperwork';
import type { HeldTicket } from '../domains/ticketing/tickets';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { trainingHeldOp } from '../domains/people/monitor-training';
import { guestListCsv } from './guest-list-csv';
import { readPacketContent, versioned } from '../domains/catalog/party-packet/packet-content';
import { paperworkPanel } from '../domains/catalog/party-packet/paperwork-panel';
import { tooFewMonitors } from '../../shared/monitors-at-naming';
import { untrainedMonitor } from '../../shared/monitor-training';

export const EVENT_NOT_FOUND = 'Event not found';
export const NOT_A_MEMBER = 'Sober monitors must be members of the chapter';
export const TRAINING_CHANGED = "The office changed a monitor's training record meanwhile: try again";

/** The caller's own chapters: their organization and the ones they lead (an event's paperwork is only for these). */
const chaptersOf = (standing: Standing) => [...(standing.chapterId ? [standing.chapterId] : []), ...standing.roles.map((r) => r.chapterId)];

/**
 * The event the caller may see the paperwork of or download the packet of,
 * with its ticket holders and its last mail (one Query,
 * `readEventWithHolders`); 404 or 403 otherwise, before anything read is used.
 */
async function eventWithHolders(standing: Standing, eventId: string): Promise<{ event: PartyEvent; holders: HeldTicket[]; mailed: PacketMailRecord | undefined }> {
  const { event, holders, mailed } = await readEventWithHolders(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('viewAnalytics', standing, event.chapterId);
  return { event, holders, mailed };
}

const asMonitor = (m: { sub: string; fullName: string; email: string | null }): SoberMonitor => ({ sub: m.sub, fullName: m.fullName || m.email || 'Member' });

/** GET /party-events/{id}/paperwork: the standing, the event's partition (event, holders, mail), the chapter's member index — 3 calls. */
export async function getEventPaperwork(eventId: string, standing: Standing): Promise<EventPaperworkResponse> {
  const read = await eventWithHolders(standing, eventId);
  const { members } = await readChapterMembers(read.event.chapterId);
  return { ...paperworkPanel(read), members: members.map(asMonitor) };
}

/**
 * PUT /party-events/{id}/sober-monitors: the leaders of the host chapter
 * name members of it, in the order given. The standing, then the event with
 * the caller's chapters' roles and the named people's profiles (one
 * BatchGet: who is a member is decided on the table, strongly consistent),
 * then one transaction writing the monitors under a check of each one's
 * membership — 3 calls. It answers the monitors as named; the panel works
 * out its capacity and warnings again (`withSoberMonitors`, shared).
 * An event with alcohol under its school's rules needs enough monitors for
 * its whole capacity (`tooFewMonitors`), and, when they rule it, monitors
 * whose training counts on the event's date (`untrainedMonitor`): both
 * refused before anything is written.
 */
export async function nameSoberMonitors(eventId: string, standing: Standing, subs: string[]): Promise<SoberMonitorsResponse> {
  const { event, roles, profiles, training } = await readEventForMonitors(eventId, chaptersOf(standing), subs);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('createEvent', standing, event.chapterId);
  const tooFew = tooFewMonitors(event, subs.length);
  if (tooFew) throw badRequest(tooFew, [{ path: 'subs', message: tooFew }]);
  const named = subs.map((sub) => {
    const profile = profiles.get(sub);
    const membership = profile && membershipIn(event.chapterId, sub, profile, roles);
    return profile && membership ? { monitor: asMonitor(profile), check: membershipCheckOp(event.chapterId, sub, membership) } : undefined;
  });
  const notMember = () => badRequest(NOT_A_MEMBER, [{ path: 'subs', message: NOT_A_MEMBER }]);
  if (named.some((n) => !n)) throw notMember();
  const soberMonitors = named.map((n) => ({ ...n!.monitor, trainedOn: training.get(n!.monitor.sub) ?? null }));
  // The school's training rule: each monitor trained within its days of the event's date.
  const untrained = untrainedMonitor(event, soberMonitors, training);
  if (untrained) throw badRequest(untrained, [{ path: 'subs', message: untrained }]);
  // Under the rule, the days that passed are still the record when the monitors are written.
  const checked = event.officeRules?.monitorTrainingValidDays && soberMonitors.length ? new Map(soberMonitors.map((m) => [m.sub, m.trainedOn!])) : undefined;
  const written = await writeSoberMonitors(event, soberMonitors, named.map((n) => n!.check), checked && trainingHeldOp(event.chapterId, checked));
  if (written === 'gone') throw notFound(EVENT_NOT_FOUND);
  if (written === 'notMember') throw notMember();
  if (written === 'trainingChanged') throw new HttpError(409, TRAINING_CHANGED);
  return { soberMonitors };
}

const fileSlug = (e: PartyEvent) => `${e.date}-${e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}`;

/** GET /party-events/{id}/packet: the registration packet's PDF (the standing, the event with its holders, the people it names: 3 calls). */
export async function downloadPacket(eventId: string, standing: Standing, now: Date): Promise<PacketFileResponse> {
  return packetFile(await eventWithHolders(standing, eventId), now);
}

/** GET /office/events/{id}/packet: the same PDF the chapter mails, for the office of the event's school only. */
export async function downloadPacketForOffice(eventId: string, office: OfficeStanding, now: Date): Promise<PacketFileResponse> {
  const read = await readEventWithHolders(eventId);
  if (!read.event) throw notFound(EVENT_NOT_FOUND);
  requireOfficeOf(office, read.event.schoolId);
  return packetFile({ event: read.event, holders: read.holders }, now);
}

/** The packet's PDF of an event its caller may read. */
async function packetFile({ event, holders }: { event: PartyEvent; holders: HeldTicket[] }, now: Date): Promise<PacketFileResponse> {
  const packet = versioned(await readPacketContent(event, holders), now);
  // pdf-lib (about 400 KB) is a chunk loaded when a packet is downloaded, not at every cold start.
  const { packetPdf } = await import('../domains/catalog/party-packet/packet-pdf');
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
