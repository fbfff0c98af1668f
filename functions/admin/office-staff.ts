/**
 * The Users tab's Greek-life office: an admin grants an account the office
 * of one school (granting again moves it to another school) or takes it
 * back; each in the same transaction as its audit entry.
 */
import type { OfficeGrantResponse } from '../../shared/api/types';
import { auditOp } from '../domains/platform/audit';
import { adminOfficeGrant, readGrantTarget, revokeOfficeOp } from '../domains/people/office-staff';
import { transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import { notFound } from '../lib/errors';
import { NOT_AN_OFFICE, SCHOOL_NOT_FOUND, USER_NOT_FOUND } from './messages';

export async function grantOffice(adminSub: string, sub: string, schoolId: string, now: Date): Promise<OfficeGrantResponse> {
  const { profile, school } = await readGrantTarget(sub, schoolId);
  if (!profile) throw notFound(USER_NOT_FOUND);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  const { grant, ops } = adminOfficeGrant(adminSub, sub, school, now);
  const audit = auditOp({ adminId: adminSub, action: 'GRANT_OFFICE', targetType: 'user', targetId: sub, details: { schoolId, schoolName: school.name } }, now);
  try {
    await transactWrite([...ops, audit]);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(USER_NOT_FOUND);
    throw error;
  }
  return { office: grant };
}

export async function revokeOffice(adminSub: string, sub: string, now: Date): Promise<OfficeGrantResponse> {
  const audit = auditOp({ adminId: adminSub, action: 'REVOKE_OFFICE', targetType: 'user', targetId: sub, details: {} }, now);
  try {
    await transactWrite([revokeOfficeOp(sub), audit]);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(NOT_AN_OFFICE);
    throw error;
  }
  return { office: null };
}
