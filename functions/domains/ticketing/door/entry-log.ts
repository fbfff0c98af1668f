/**
 * An event's entry log as the door recorded it, for the Greek-life office:
 * who came in and when (each guest's first entry: the ticket's redemption),
 * how they were admitted, and a 21+ band on the event's day — never a date
 * of birth. Reading it is audited: the opening is written to the audit log
 * with the office's reason, in a transaction that also checks the opener's
 * account still admits their token, before anything is read.
 */
import type { EntryLogRow } from '../../../../shared/api/types';
import { ageBandAtEvent } from '../../../../shared/age';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { auditOp } from '../../platform/audit';
import { callerProfileOp, getProfilesBySub } from '../../people/profiles';
import type { SessionHolder } from '../../people/session-fence';
import { transactWrite } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';
import { hasHolder, listEventTickets } from '../tickets';

const AGE_BAND = { '21+': '21+', under21: 'Under 21', unknown: 'Not given' } as const satisfies Record<string, EntryLogRow['ageBand']>;

/** Records that `opener` (an office) opened the event's entry log, and why: false when their account no longer admits their token. */
export async function recordEntryLogOpening(event: Pick<PartyEvent, 'id' | 'title' | 'schoolId'>, opener: SessionHolder, reason: string, now: Date): Promise<boolean> {
  try {
    await transactWrite([
      auditOp({ adminId: opener.sub, action: 'OPEN_ENTRY_LOG', targetType: 'party_event', targetId: event.id, details: { reason, title: event.title, schoolId: event.schoolId } }, now),
      callerProfileOp(opener),
    ]);
    return true;
  } catch (error) {
    if (writeFailure(error, ['audit', 'profile'] as const)?.failed.has('profile')) return false;
    throw error;
  }
}

/**
 * The entries: every admitted ticket (one Query of the event's tickets), its
 * holder named from their profile (one BatchGet), by entry time then name. A
 * ticket kept after its holder deleted their account names no one.
 */
export async function readEntryLog(event: PartyEvent): Promise<EntryLogRow[]> {
  const admitted = (await listEventTickets(event.id)).filter((t) => t.usedAt);
  const people = await getProfilesBySub([...new Set(admitted.filter(hasHolder).map((t) => t.sub))]);
  return admitted
    .map((t) => {
      const profile = hasHolder(t) ? people.get(t.sub) : undefined;
      return {
        name: hasHolder(t) ? profile?.fullName || t.holderName || 'Guest' : 'Deleted account',
        enteredAt: t.usedAt!,
        admittedBy: t.idCheckedEntry ? ('idCheck' as const) : ('code' as const),
        ageBand: AGE_BAND[ageBandAtEvent(profile?.dateOfBirth, event)],
      };
    })
    .sort((a, b) => a.enteredAt.localeCompare(b.enteredAt) || a.name.localeCompare(b.name));
}
