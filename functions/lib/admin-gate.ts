/**
 * An `admin` route that checks its caller's admin grant in a call it makes
 * anyway (issue 8 §1: at most 3 DynamoDB calls per request), instead of the
 * wrapper's own GetItem first: the grant is read in the route's first
 * BatchGet (`db/admins.ts` `adminGrantKey`, `isAdminGrant`), and the route
 * confirms what it found on its gate before it refuses, answers or writes
 * anything else.
 *
 * The wrapper (`http.ts`) keeps the rule "the right to call comes first":
 * when anything fails before the gate was confirmed (malformed input, a 404
 * of the route), it checks the grant the usual way first, so a non-admin
 * always gets the admin 403; and a route that answers without confirming is
 * a 500, never an answer.
 */
import { adminDenial } from '../../shared/authz';
import { HttpError } from './errors';

export interface AdminGate {
  /** The caller whose grant the route reads or checks. */
  readonly sub: string;
  /** 403 with the spec's message unless `isAdmin`; either way the check is done. */
  confirm(isAdmin: boolean): void;
  /** True once `confirm` ran. */
  readonly confirmed: boolean;
}

export function adminGate(sub: string): AdminGate {
  let confirmed = false;
  return {
    sub,
    confirm(isAdmin: boolean) {
      confirmed = true;
      const denied = adminDenial(isAdmin);
      if (denied) throw new HttpError(403, denied.message);
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
