/**
 * The admin check every admin route makes (DESIGN §1: an admin record,
 * checked by the API on every admin call — a valid token alone is not enough).
 */
import { isAdmin } from '../lib/db/admins';
import { HttpError } from '../lib/errors';
import type { Caller } from '../lib/http';
import { ACCESS_DENIED } from './messages';

/** The caller's sub when they are a platform admin; 403 with the spec's message otherwise. */
export async function requireAdmin(caller: Caller | null): Promise<string> {
  if (!caller || !(await isAdmin(caller.sub))) throw new HttpError(403, ACCESS_DENIED);
  return caller.sub;
}
