/**
 * Granting, handing over and removing a chapter role, each ONE transaction
 * with its audit entry (ASSIGN_ROLE / REMOVE_ROLE), for the president at
 * /manage-roles and the admin's Roles tab alike. One president and one media
 * manager per chapter holds by the roles repository's conditions; a refusal
 * gets the spec's sentence.
 */
import type { Role } from '../../../../shared/limits';
import { roleLabel, roleTakenMessage } from '../../../../shared/roles';
import { auditOp } from '../../platform/audit';
import { assignRoleOps, getRoleHolder, handOverRoleOps, removeRoleOps, type RoleContact, type RoleRecord } from './roles';
import { transactWrite, type TransactOp } from '../../../lib/db/table';
import { isConditionFailure } from '../../../lib/db/write-failure';
import { HttpError, notFound } from '../../../lib/errors';

/** docs/spec/leader-admin-side.md §5 "Direct role assignment". */
export const ROLE_EXISTS = 'Role Already Exists: This user already has this role in this organization';
/** The role changed between the read and the write (someone else acted first). */
export const ROLES_CHANGED = 'The roles of this organization changed meanwhile. Please try again.';

export const roleNotHeld = (role: Role) => `This organization has no ${roleLabel(role)} to remove`;

/** The chapter's names a role row carries. */
export interface RoleChapter {
  id: string;
  letters: string;
  name: string;
  schoolName: string;
}

/** Who gets a role: their sub and the contact their profile gives (the role row keeps it for the registration packet). */
export interface RoleGrantee {
  sub: string;
  contact: RoleContact;
}

function record(chapter: RoleChapter, to: RoleGrantee, role: Role, now: Date): RoleRecord {
  return { chapterId: chapter.id, role, sub: to.sub, letters: chapter.letters, name: chapter.name, schoolName: chapter.schoolName, createdAt: now.toISOString(), contact: to.contact };
}

function audit(action: 'ASSIGN_ROLE' | 'REMOVE_ROLE', actor: string, role: RoleRecord, now: Date, extra: Record<string, unknown> = {}): TransactOp {
  return auditOp(
    {
      adminId: actor,
      action,
      targetType: 'user',
      targetId: role.sub,
      details: { chapterId: role.chapterId, organization: role.name, role: role.role, ...extra },
    },
    now,
  );
}

/** 409 with the reason a conditional grant of `role` to `sub` failed: they hold it already, or someone else does. */
async function grantRefusal(chapter: RoleChapter, sub: string, role: Role): Promise<HttpError> {
  const holder = await getRoleHolder(chapter.id, role);
  if (!holder) return new HttpError(409, ROLES_CHANGED);
  return new HttpError(409, holder.sub === sub ? ROLE_EXISTS : roleTakenMessage(role, chapter.name));
}

/** Gives `role` of `chapter` to `to` while nobody holds it (with `also` in the same transaction). */
export async function grantRole(chapter: RoleChapter, to: RoleGrantee, role: Role, actor: string, now: Date, also: TransactOp[] = []): Promise<RoleRecord> {
  const granted = record(chapter, to, role, now);
  try {
    await transactWrite([...assignRoleOps(granted), audit('ASSIGN_ROLE', actor, granted, now), ...also]);
    return granted;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw await grantRefusal(chapter, to.sub, role);
  }
}

/**
 * Hands `role` over from its holder `from` to `sub` in one transaction (a
 * president naming their successor; with `also`): never two holders, never none.
 */
export async function handOverRole(chapter: RoleChapter, from: RoleRecord, to: RoleGrantee, actor: string, now: Date, also: TransactOp[] = []): Promise<RoleRecord> {
  if (from.sub === to.sub) throw new HttpError(409, ROLE_EXISTS);
  const granted = record(chapter, to, from.role, now);
  try {
    await transactWrite([...handOverRoleOps(from, granted), audit('ASSIGN_ROLE', actor, granted, now, { previousHolder: from.sub }), ...also]);
    return granted;
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, ROLES_CHANGED);
    throw error;
  }
}

/** Removes `role` of the chapter from whoever holds it (among `known`, when the caller read the chapter's roles); 404 when nobody does. */
export async function revokeRole(chapterId: string, role: Role, actor: string, now: Date, known?: RoleRecord[]): Promise<RoleRecord> {
  const holder = known ? known.find((r) => r.role === role) : await getRoleHolder(chapterId, role);
  if (!holder) throw notFound(roleNotHeld(role));
  try {
    await transactWrite([...removeRoleOps(holder), audit('REMOVE_ROLE', actor, holder, now)]);
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, ROLES_CHANGED);
    throw error;
  }
  return holder;
}
