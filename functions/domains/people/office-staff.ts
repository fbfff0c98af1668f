/**
 * The Greek-life office: an account an admin granted the office of one
 * school. `PK=USER#<sub> SK=OFFICE`, holding the school's id and name; in
 * the user partition, so deleting the account deletes the grant.
 *
 * An office route reads the grant and the holder's profile in one BatchGet:
 * the grant says which school, the profile carries the "Sign out everywhere"
 * fence (session-fence.ts).
 */
import type { OfficeStanding } from '../../../shared/authz';
import type { OfficeGrantView } from '../../../shared/api/types';
import { keys } from '../keys';
import { toProfile, type Profile } from './profiles';
import { toSchoolDetail } from '../catalog/schools/schools';
import type { SchoolDetail } from '../../../shared/api/types';
import { batchGetConsistent, stripKeys, type Item, type TransactOp } from '../../lib/db/table';

export type OfficeGrant = OfficeGrantView;

const grantKey = keys.office.item;

/** The stored item of a grant. */
export function officeGrantItem(grant: OfficeGrant): Item {
  return { ...grantKey(grant.sub), entity: 'officeGrant', ...grant };
}

export function toOfficeGrant(item: Item): OfficeGrant {
  return stripKeys<OfficeGrant>(item);
}

/**
 * An admin's grant of a school's office to an account, with the operations
 * writing it (`grantOfficeOps`): the one way an admin grants an office, from
 * the Users tab and by approving an office request.
 */
export function adminOfficeGrant(adminSub: string, sub: string, school: { id: string; name: string }, now: Date): { grant: OfficeGrant; ops: TransactOp[] } {
  const grant: OfficeGrant = { sub, schoolId: school.id, schoolName: school.name, grantedAt: now.toISOString(), grantedBy: adminSub };
  return { grant, ops: grantOfficeOps(grant) };
}

/** What the rules need of a grant. */
export const officeStandingOf = (grant: OfficeGrant): OfficeStanding => ({ sub: grant.sub, schoolId: grant.schoolId, schoolName: grant.schoolName });

/**
 * The transaction operations granting (or moving to another school) the
 * office of an account: the grant, and a check that the account's profile
 * still exists (an account deleted meanwhile gets no grant left behind).
 */
export function grantOfficeOps(grant: OfficeGrant): TransactOp[] {
  return [
    { Put: { Item: officeGrantItem(grant) } },
    { ConditionCheck: { Key: keys.profile.item(grant.sub), ConditionExpression: 'attribute_exists(PK)' } },
  ];
}

/** The transaction operation taking the office back; fails its condition when the account holds none. */
export function revokeOfficeOp(sub: string): TransactOp {
  return { Delete: { Key: grantKey(sub), ConditionExpression: 'attribute_exists(PK)' } };
}

/** A person's grant and profile, in ONE BatchGet (strongly consistent: what a refusal is decided on). */
export async function readOfficeGrant(sub: string): Promise<{ grant: OfficeGrant | undefined; profile: Profile | undefined }> {
  const [grant, profile] = await batchGetConsistent([grantKey(sub), keys.profile.item(sub)]);
  return { grant: grant ? toOfficeGrant(grant) : undefined, profile: profile ? toProfile(profile) : undefined };
}

/**
 * What granting an office (or asking for one) checks — the account's profile,
 * the school and the office the account holds — in ONE BatchGet.
 */
export async function readGrantTarget(
  sub: string,
  schoolId: string,
): Promise<{ profile: Profile | undefined; school: SchoolDetail | undefined; grant: OfficeGrant | undefined }> {
  const [profile, school, grant] = await batchGetConsistent([keys.profile.item(sub), keys.school.item(schoolId), grantKey(sub)]);
  return {
    profile: profile ? toProfile(profile) : undefined,
    school: school ? { ...toSchoolDetail(school), id: schoolId } : undefined,
    grant: grant ? toOfficeGrant(grant) : undefined,
  };
}

/** The office each of `subs` holds (one BatchGet for a page of accounts); an account holding none is absent. */
export async function readOfficeGrants(subs: string[]): Promise<Map<string, OfficeGrant>> {
  if (subs.length === 0) return new Map();
  const items = await batchGetConsistent(subs.map(grantKey));
  return new Map(items.flatMap((item) => (item ? [[String(item.sub), toOfficeGrant(item)] as const] : [])));
}
