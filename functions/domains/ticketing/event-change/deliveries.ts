/**
 * The deliveries of an event change's mail: one record per holder per edit
 * (`EVENTCHANGE#<eventId>#<editId>` / `HOLDER#<sub>`), claimed before the
 * mail goes out, so a page the queue delivers again mails nobody twice. The
 * record expires after 30 days (the table's TTL).
 *
 * `sending`: claimed, the outcome not known yet, or never known (the
 * consumer died mid-send): not sent again. `sent`: done. `refused`: SES
 * refused it, nothing went out: the next delivery claims it again.
 */
import { keys } from '../../keys';
import { updateItem } from '../../../lib/db/table';

const KEPT_SECONDS = 30 * 86_400;

/** True when this attempt may mail `sub` of this edit (nobody did, or SES refused the last try). */
export async function claimChangeNotice(eventId: string, editId: string, sub: string, now: Date): Promise<boolean> {
  return updateItem({
    Key: keys.eventChangeNotice.item(eventId, editId, sub),
    UpdateExpression: 'SET #status = :sending, entity = :entity, claimedAt = :now, expiresAt = :expires',
    ConditionExpression: 'attribute_not_exists(PK) OR #status = :refused',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':refused': 'refused',
      ':entity': 'eventChangeNotice',
      ':now': now.toISOString(),
      ':expires': Math.floor(now.getTime() / 1000) + KEPT_SECONDS,
    },
  });
}

/** Records how this attempt's mail ended (only over its own claim). */
export async function recordChangeNotice(eventId: string, editId: string, sub: string, status: 'sent' | 'refused' | 'unknown'): Promise<void> {
  await updateItem({
    Key: keys.eventChangeNotice.item(eventId, editId, sub),
    UpdateExpression: 'SET #status = :status',
    ConditionExpression: '#status = :sending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':sending': 'sending' },
  });
}
