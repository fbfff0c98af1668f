/**
 * Authorization on the server, in one place. The handler wrapper runs the
 * checks of a route's manifest level (`admin`, `leader`) before it even
 * validates the input; a route then checks the chapter of the resource it
 * found with the standing the wrapper read. The rules themselves, with the
 * spec's wording, are `shared/authz.ts`, which the SPA's gates use too.
 */
import { adminDenial, chapterDenial, leaderDenial, type Denial, type LeaderAction, type Standing } from '../../shared/authz';
import { isAdmin } from './db/admins';
import { readStanding } from './db/roles';
import { HttpError } from './errors';

/** The 403 of a refusal, with the spec's message. */
export function forbidden(denial: Denial): HttpError {
  return new HttpError(403, denial.message);
}

/** 403 unless `sub` is a platform admin: an admin record, read on every call (DESIGN §1). One GetItem. */
export async function requireAdmin(sub: string): Promise<void> {
  const denied = adminDenial(await isAdmin(sub));
  if (denied) throw forbidden(denied);
}

/**
 * The caller's standing when they may perform `action` at all (one Query:
 * profile and roles); 403 with the action's message otherwise.
 */
export async function requireLeaderAction(sub: string, action: LeaderAction): Promise<Standing> {
  const standing = await readStanding(sub);
  const denied = leaderDenial(action, standing);
  if (denied) throw forbidden(denied);
  return standing;
}

/** 403 unless `standing` may perform `action` on a resource of `chapterId` (a door of its events, their analytics). */
export function requireChapterAccess(action: LeaderAction, standing: Standing, chapterId: string): void {
  const denied = chapterDenial(action, standing, chapterId);
  if (denied) throw forbidden(denied);
}

/** The checks the wrapper runs for the manifest's levels (`featureHandler(table, { access })`). */
export const accessChecks = { requireAdmin, requireLeaderAction };
