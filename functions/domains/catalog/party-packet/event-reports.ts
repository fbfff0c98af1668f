/**
 * The event report after the party: one item per event
 * (`PK=EVENT#<id> SK=REPORT`), written once. Its conditional put is what
 * refuses a second filing, under concurrency too; the same transaction
 * checks the event is still there and still the chapter's, and that the
 * filer's account still admits their token.
 */
import type { EventReportView } from '../../../../shared/api/types';
import { keys } from '../../keys';
import { toPartyEvent, type PartyEvent } from '../party-events/party-events';
import { callerProfileOp, toProfile, type Profile } from '../../people/profiles';
import type { SessionHolder } from '../../people/session-fence';
import { batchGetConsistent, batchGetFound, batchDelete, stripKeys, transactWrite, type Item } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';

const EVENT_REPORT_ENTITY = 'eventReport';

export interface EventReportRecord extends EventReportView {
  eventId: string;
  /** The filer's sub (their name is kept as of filing, in `filedByName`). */
  filedBy: string;
}

const toReport = (item: Item): EventReportRecord => {
  const { entity: _entity, ...record } = stripKeys<EventReportRecord & { entity?: string }>(item);
  return record;
};

/** The event, its report (undefined until filed) and, given `sub`, that person's profile (who files it), in ONE strongly consistent BatchGet. */
export async function readEventWithReport(
  eventId: string,
  sub?: string,
): Promise<{ event: PartyEvent | undefined; report: EventReportRecord | undefined; profile: Profile | undefined }> {
  const [event, report, profile] = await batchGetConsistent([keys.partyEvent.item(eventId), keys.eventReport.item(eventId), ...(sub ? [keys.profile.item(sub)] : [])]);
  return { event: event ? toPartyEvent(event) : undefined, report: report ? toReport(report) : undefined, profile: profile ? toProfile(profile) : undefined };
}

/** The filed reports among `eventIds`, by event id (one BatchGet per 100). */
export async function readEventReports(eventIds: readonly string[]): Promise<Map<string, EventReportRecord>> {
  if (eventIds.length === 0) return new Map();
  const items = await batchGetFound(eventIds.map((id) => keys.eventReport.item(id)));
  return new Map(items.map(toReport).map((r) => [r.eventId, r]));
}

/**
 * Files the report once: `filed`, or why not — `already` (filed before, or
 * by a concurrent request), `gone` (the event was deleted or moved meanwhile),
 * `account` (the filer's account was deleted or signed out everywhere).
 */
export async function fileEventReport(
  event: Pick<PartyEvent, 'id' | 'chapterId'>,
  report: EventReportRecord,
  filer: SessionHolder,
): Promise<'filed' | 'already' | 'gone' | 'account'> {
  try {
    await transactWrite([
      { Put: { Item: { ...keys.eventReport.item(event.id), entity: EVENT_REPORT_ENTITY, ...report }, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        ConditionCheck: {
          Key: keys.partyEvent.item(event.id),
          ConditionExpression: 'attribute_exists(PK) AND chapterId = :chapter',
          ExpressionAttributeValues: { ':chapter': event.chapterId },
        },
      },
      callerProfileOp(filer),
    ]);
    return 'filed';
  } catch (error) {
    const failure = writeFailure(error, ['report', 'event', 'account'] as const);
    if (!failure?.conditionFailed) throw error;
    if (failure.failed.has('report')) return 'already';
    return failure.failed.has('event') ? 'gone' : 'account';
  }
}

/** Deletes the event's report (event deletion). Idempotent. */
export async function deleteEventReport(eventId: string): Promise<void> {
  await batchDelete([keys.eventReport.item(eventId)]);
}
