/**
 * Sandbox payment intents (the local gateway, docs/decisions.md#payments-behind-a-gateway-interface):
 * `PK=PAYMENT#<intentId> SK=INTENT` with amount, currency, event, buyer and
 * status. (The payment guard `SK=PAYMENT` of the same partition, which makes
 * issuance idempotent, lives in `ticket-issuance.ts`.)
 */
import { keys } from '../../keys';
import { callerProfileOp } from '../../people/profiles';
import type { SessionHolder } from '../../people/session-fence';
import { getItem, putNew, stripKeys, transactWrite, updateItem } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';

export interface SandboxIntent {
  id: string;
  amountCents: number;
  currency: string;
  eventId: string;
  sub: string;
  clientSecret: string;
  /** `requires_payment_method` → `succeeded` (charged) or `canceled` (never paid; the reconciling sweep gave up on it). */
  status: string;
  refunded: boolean;
  createdAt: string;
}

const key = keys.payment.sandboxIntent;

/** Stores a new sandbox intent. */
export async function putSandboxIntent(intent: SandboxIntent): Promise<void> {
  if (!(await putNew({ ...key(intent.id), entity: 'sandboxIntent', ...intent }))) throw new Error(`Sandbox intent ${intent.id} exists already`);
}

/** A sandbox intent (strongly consistent: a confirmation follows the charge at once). */
export async function getSandboxIntent(id: string): Promise<SandboxIntent | undefined> {
  const item = await getItem(key(id), { consistent: true });
  return item ? stripKeys<SandboxIntent>(item) : undefined;
}

/** What charging a sandbox intent did. */
export type SandboxChargeOutcome = 'succeeded' | 'closed' | 'noProfile';

/**
 * Marks an intent paid, in one transaction with the check that the payer
 * still has an account that admits their token: `succeeded` (also when it
 * already was), `closed` when it can no longer be paid (cancelled, refunded,
 * unknown), `noProfile` when the account was deleted, or signed out
 * everywhere, while its token was still valid at the gateway.
 */
export async function markSandboxIntentSucceeded(id: string, payer: SessionHolder): Promise<SandboxChargeOutcome> {
  try {
    await transactWrite([
      {
        Update: {
          Key: key(id),
          UpdateExpression: 'SET #status = :succeeded',
          ConditionExpression: 'attribute_exists(PK) AND #status IN (:open, :succeeded)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':succeeded': 'succeeded', ':open': 'requires_payment_method' },
        },
      },
      callerProfileOp(payer),
    ]);
    return 'succeeded';
  } catch (error) {
    const failure = writeFailure(error, ['intent', 'profile'] as const);
    if (!failure?.conditionFailed) throw error;
    return failure.failed.has('profile') ? 'noProfile' : 'closed';
  }
}

/** Cancels an unpaid intent (as Stripe does): true once it is cancelled, false when it was paid first (the charge's condition makes it one or the other). */
export async function markSandboxIntentCanceled(id: string): Promise<boolean> {
  return updateItem({
    Key: key(id),
    UpdateExpression: 'SET #status = :canceled',
    ConditionExpression: 'attribute_exists(PK) AND #status IN (:open, :canceled)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':canceled': 'canceled', ':open': 'requires_payment_method' },
  });
}

/** Marks a paid intent refunded (idempotent; no-op for unknown or unpaid intents). */
export async function markSandboxIntentRefunded(id: string): Promise<void> {
  await updateItem({
    Key: key(id),
    UpdateExpression: 'SET refunded = :true',
    ConditionExpression: 'attribute_exists(PK) AND #status = :succeeded',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':true': true, ':succeeded': 'succeeded' },
  });
}
