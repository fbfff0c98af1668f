/**
 * Payments started and not yet settled, for the reconciling sweep
 * (payments/reconcile-sweep.ts): one record per payment intent, put when
 * the intent is created, on GSI1 `PAYMENTS_UNSETTLED` by the instant the
 * sweep next looks at it. The sweep settles what a crash left behind (paid,
 * yet neither a ticket nor a refund) and forgets the record once the intent
 * has its outcome: its ticket or its refund (the payment guard says which),
 * or no payment at all (cancelled).
 *
 * Settlement itself never touches this record (the purchase's transaction
 * stays as it was): the sweep finds the guard and forgets the record then.
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { batchDelete, batchGetConsistent, INDEX, putNew, queryRange, stripKeys, updateItem } from '../../../lib/db/table';
import { claimKind, type IntentClaim } from '../issuance/purchase-state';

export interface UnsettledPayment {
  intentId: string;
  eventId: string;
  sub: string;
  createdAt: string;
  /** How many times the sweep has looked at it without settling it. */
  looks: number;
}

const MINUTE = 60_000;
/** The first look: by then the buyer's own confirmation (and Stripe's webhook) have had their turn. */
export const RECONCILE_AFTER_MS = 5 * MINUTE;
/** An intent still unpaid this long after it was created is abandoned: the sweep cancels it, so nobody can pay it unseen. */
export const ABANDONED_AFTER_MS = 60 * MINUTE;

/**
 * When the sweep next looks at a payment it has looked at `looks` times:
 * 5 minutes after its creation, then 10, 20, 40 and at 60 (when an unpaid
 * one is abandoned); never sooner than the next sweep after `now`.
 */
export function nextLookAt(payment: Pick<UnsettledPayment, 'createdAt'>, looks: number, now: Date): string {
  const created = Date.parse(payment.createdAt);
  const planned = Math.min(created + RECONCILE_AFTER_MS * 2 ** looks, created + ABANDONED_AFTER_MS);
  return new Date(Math.max(planned, now.getTime() + RECONCILE_AFTER_MS)).toISOString();
}

/** Records a payment intent just created (its first look comes `RECONCILE_AFTER_MS` later). */
export async function recordUnsettledPayment(payment: Omit<UnsettledPayment, 'looks'>): Promise<void> {
  const index = keys.payment.unsettledByNextLook(payment.intentId, nextLookAt(payment, 0, new Date(payment.createdAt)));
  if (!(await putNew({ ...keys.payment.unsettled(payment.intentId), ...index, entity: 'unsettledPayment', ...payment, looks: 0 }))) {
    throw new Error(`Payment ${payment.intentId} is recorded already`);
  }
}

/** Unsettled payments whose next look is due by `now`, soonest first, at most `max` (at most 100: their guards are read in one call). */
export async function unsettledPaymentsDueBy(now: string, max: number): Promise<UnsettledPayment[]> {
  return (await queryRange(INDEX.GSI1, keys.payment.unsettledDueBy(now), {}, { max: Math.min(max, 100) })).map((item) => stripKeys<UnsettledPayment>(item));
}

/** What each intent was used for, by its payment guard (absent: neither a ticket nor a refund yet). One strongly consistent BatchGet. */
export async function claimsOf(intentIds: string[]): Promise<Map<string, IntentClaim['kind']>> {
  if (intentIds.length === 0) return new Map();
  const guards = await batchGetConsistent(intentIds.map((id) => keys.payment.guard(id)));
  return new Map(intentIds.flatMap((id, i) => (guards[i] ? [[id, claimKind(guards[i])] as const] : [])));
}

/** Counts a look that settled nothing and puts the payment back on the index for its next one (unless it was forgotten meanwhile). */
export async function lookAgainLater(payment: UnsettledPayment, now: Date): Promise<void> {
  const next = keys.payment.unsettledByNextLook(payment.intentId, nextLookAt(payment, payment.looks + 1, now));
  await updateItem(counterUpdateOp(keys.payment.unsettled(payment.intentId), [{ field: 'looks', delta: 1 }], undefined, { set: { GSI1SK: next.GSI1SK } }).op.Update!);
}

/** Forgets settled payments: they leave the index. */
export async function forgetPayments(intentIds: string[]): Promise<void> {
  await batchDelete(intentIds.map((id) => keys.payment.unsettled(id)));
}
