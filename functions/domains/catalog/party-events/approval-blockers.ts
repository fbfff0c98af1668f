/**
 * What stops the Greek-life office from approving an event: each check a
 * small function answering a sentence for the office, or null. An event
 * with no blocker may be approved; approval refuses one with blockers (409,
 * the sentences). Pure: the office's list shows the same sentences.
 */
import { monitorsRequired, rulesOf } from '../../../../shared/school-rules';
import type { PartyEvent } from './party-events';
import { vendorApprovalBlockers } from './vendor-blockers';

type Blocker = (event: PartyEvent) => string | null;

/** The school's ratio asks for more sober monitors than the chapter named, for the event's capacity. */
const tooFewMonitors: Blocker = (event) => {
  const required = monitorsRequired(rulesOf(event.officeRules), event.maxAttendees);
  const named = event.soberMonitors?.length ?? 0;
  return named < required ? `Name ${required} sober monitor${required === 1 ? '' : 's'} for ${event.maxAttendees} guests (${named} named)` : null;
};

const BLOCKERS: readonly Blocker[] = [tooFewMonitors];

/** Why the office may not approve the event yet; empty when it may. Each vendor without a certificate of insurance is one reason. */
export function approvalBlockers(event: PartyEvent): string[] {
  return [...BLOCKERS.flatMap((blocker) => blocker(event) ?? []), ...vendorApprovalBlockers(event)];
}
