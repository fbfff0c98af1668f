/**
 * "Sign out everywhere", as the table keeps it: `sessionsValidAfter`, an
 * instant in epoch seconds stored on the items every signed-in request
 * reads anyway to know its caller — the profile (`PK=USER#<sub>
 * SK=PROFILE`), and an admin's grant (`SK=ADMIN`), which admin routes read
 * instead of the profile. A token whose session began at or before it
 * (its `auth_time`/`iat`, whole seconds: a token of the same second is
 * void too) no longer counts, though API Gateway's JWT authorizer, which
 * knows nothing of Cognito's global sign-out, still lets it through until
 * it expires. Without the attribute, every session counts.
 */
import type { ItemKey } from '../keys';
import type { Item, TransactOp } from '../../lib/db/table';

/** The signed-in caller as the fence sees them: who, and when their token's session began (epoch seconds). */
export interface SessionHolder {
  sub: string;
  sessionStartedAt: number;
}

const FIELD = 'sessionsValidAfter';

/** The fence stored on `item`; null when there is none (never signed out everywhere). */
export function sessionsValidAfterOf(item: Item): number | null {
  const value = item[FIELD];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** True when a session begun at `startedAt` still counts under the fence `validAfter`. */
export function admitsSession(validAfter: number | null, startedAt: number): boolean {
  return validAfter === null || startedAt > validAfter;
}

/**
 * The condition that the item exists and admits `holder`'s session, for a
 * write that must not happen with a token signed out everywhere (or of an
 * account deleted meanwhile).
 */
export function admitsSessionCondition(holder: SessionHolder): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> } {
  return {
    ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#fence) OR #fence < :sessionStartedAt)',
    ExpressionAttributeNames: { '#fence': FIELD },
    ExpressionAttributeValues: { ':sessionStartedAt': holder.sessionStartedAt },
  };
}

/** Sets the fence on an existing item (the update fails its condition when the item is gone). */
export function fenceSessionsOp(key: ItemKey, validAfter: number): TransactOp {
  return {
    Update: {
      Key: key,
      UpdateExpression: 'SET #fence = :validAfter',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#fence': FIELD },
      ExpressionAttributeValues: { ':validAfter': validAfter },
    },
  };
}
