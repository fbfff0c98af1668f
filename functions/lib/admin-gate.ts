/**
 * An `admin` route that checks its caller's admin grant in a call it makes
 * anyway (at most 3 DynamoDB calls per request), instead of the
 * wrapper's own GetItem first: the grant is read in the route's first
 * BatchGet (`db/admins.ts` `adminGrantKey`), and the route confirms what it
 * found on its gate before it refuses, answers or writes anything else. The
 * gate is where every admin call's grant is judged, the wrapper's read
 * included: none is a 403, and a grant whose holder signed out everywhere
 * since the caller's token was issued is a 401 (`db/session-fence.ts`).
 *
 * The wrapper (`http.ts`) keeps the rule "the right to call comes first":
 * when anything fails before the gate was confirmed (malformed input, a 404
 * of the route), it checks the grant the usual way first, so a non-admin
 * always gets the admin 403; and a route that answers without confirming is
 * a 500, never an answer.
 */
import { adminDenial } from '../../shared/authz';
import { unauthorized } from './auth';
// Pure helpers only: every feature bundles this module, not only those with a table client.
import { admitsSession, sessionsValidAfterOf, type SessionHolder } from '../domains/people/session-fence';
import type { Item } from './db/table';
import { HttpError } from './errors';

export interface AdminGate {
  /** The caller whose grant the route reads or checks. */
  readonly sub: string;
  /**
   * Judges the item read at the caller's `adminGrantKey`: 403 with the
   * spec's message when there is none, 401 when its fence voids the
   * caller's token; either way the check is done.
   */
  confirm(grantItem: Item | undefined): void;
  /** True once `confirm` ran. */
  readonly confirmed: boolean;
}

export function adminGate(caller: SessionHolder): AdminGate {
  let confirmed = false;
  return {
    sub: caller.sub,
    confirm(grantItem: Item | undefined) {
      confirmed = true;
      // The grant's presence is the rule (db/admins.ts).
      const denied = adminDenial(grantItem !== undefined);
      if (denied) throw new HttpError(403, denied.message);
      if (!admitsSession(sessionsValidAfterOf(grantItem!), caller.sessionStartedAt)) throw unauthorized();
    },
    get confirmed() {
      return confirmed;
    },
  };
}

const CHECKS_ADMIN_ITSELF = Symbol('checksAdminItself');

/** Marks a route function as one that confirms its caller's admin grant on `req.admin` (see above). */
export function checksAdminItself<F extends (req: never) => unknown>(fn: F): F {
  return Object.assign(fn, { [CHECKS_ADMIN_ITSELF]: true });
}

export function isCheckingAdminItself(fn: unknown): boolean {
  return typeof fn === 'function' && (fn as unknown as Record<symbol, unknown>)[CHECKS_ADMIN_ITSELF] === true;
}
