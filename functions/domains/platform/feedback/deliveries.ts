/**
 * Send Feedback's deliveries: one record per message id (`FEEDBACK#<id>` /
 * `DELIVERY`), claimed before the mail goes out, so the team gets one mail
 * per message however often it is queued (a client's retry) or delivered
 * (the queue's redelivery after a failure). No content is stored; the
 * record expires after 30 days (the table's TTL).
 *
 * `sending`: claimed, the outcome not known yet — or never known (the
 * consumer died mid-send): not sent again. `sent`: done. `refused`: SES
 * refused it, nothing went out: the next delivery may claim it again.
 * `unknown`: SES may have taken it (the request timed out or was cut off):
 * not sent again.
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { getItem, updateItem } from '../../../lib/db/table';

export type FeedbackDeliveryStatus = 'sending' | 'sent' | 'refused' | 'unknown';

const KEPT_SECONDS = 30 * 86_400;

/** Claims the mail of `feedbackId` for this attempt; otherwise what an earlier attempt left (`sending`, `sent`, `unknown`). */
export async function claimFeedbackDelivery(feedbackId: string, now: Date): Promise<'claimed' | Exclude<FeedbackDeliveryStatus, 'refused'>> {
  const claim = counterUpdateOp(
    keys.feedbackDelivery.item(feedbackId),
    [{ field: 'attempts', delta: 1 }],
    { expression: '(attribute_not_exists(PK) OR #status = :refused)', names: { '#status': 'status' }, values: { ':refused': 'refused' } },
    { set: { status: 'sending', entity: 'feedbackDelivery', claimedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + KEPT_SECONDS }, createsItem: true },
  );
  const claimed = await updateItem(claim.op.Update!);
  if (claimed) return 'claimed';
  const status = (await getItem(keys.feedbackDelivery.item(feedbackId), { consistent: true }))?.status;
  // Refused meanwhile by another attempt: that attempt's own message comes again and claims it.
  return status === 'sent' || status === 'unknown' ? status : 'sending';
}

/** Records how this attempt ended (only over its own claim). */
export async function recordFeedbackDelivery(feedbackId: string, status: Exclude<FeedbackDeliveryStatus, 'sending'>): Promise<void> {
  await updateItem({
    Key: keys.feedbackDelivery.item(feedbackId),
    UpdateExpression: 'SET #status = :status',
    ConditionExpression: '#status = :sending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':sending': 'sending' },
  });
}
