/**
 * The analytics page's paperwork panel from the event, its ticket
 * holders and its last mail — one piece of code for the two routes that
 * answer it: `GET /party-events/{id}/paperwork` (with the chapter's members,
 * for the sober-monitor picker) and the analytics with `?include=paperwork`
 * (without them: the screen's first data in one request). It
 * shows no guest's, officer's or president's name — only how many guests are
 * expected — so no profile is read (the packet's downloads read them:
 * `readPacketContent`).
 */
import type { PaperworkPanel } from '../../../../shared/api/party-packet-types';
import type { EventWithHolders } from './paperwork';
import type { PartyEvent } from '../party-events/party-events';
import { packetContentFrom } from './packet-content';

export function paperworkPanel({ event, holders, mailed }: EventWithHolders & { event: PartyEvent }): PaperworkPanel {
  // The president is the packet's contact, which the panel does not show.
  const content = packetContentFrom(event, { tickets: holders, president: undefined }, new Map());
  return {
    alcoholAllowed: event.alcoholAllowed,
    rules: event.officeRules ?? null,
    registrationDueAt: event.officeRules ? content.registrationDueAt : null,
    guestListFreezesAt: content.guestListFreezesAt,
    lateRegistration: content.lateRegistration,
    soberMonitors: content.soberMonitors,
    monitorCapacity: content.monitorCapacity,
    expectedGuests: content.expectedGuests,
    maxAttendees: event.maxAttendees,
    warnings: content.warnings,
    vendors: content.vendors ?? [],
    mailed: mailed ? { sequence: mailed.sequence, version: mailed.version, sentAt: mailed.sentAt, to: mailed.to } : null,
  };
}
