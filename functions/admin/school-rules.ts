/**
 * The Schools tab's office rules: read with the defaults filled
 * in; replaced in one transaction with the audit entry, only while the
 * school exists.
 */
import type { SchoolRulesResponse } from '../../shared/api/party-packet-types';
import type { SchoolRules } from '../../shared/school-rules';
import { auditOp } from '../domains/platform/audit';
import { getSchoolRules, setSchoolRulesOp } from '../domains/catalog/schools/schools';
import { transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import { notFound } from '../lib/errors';
import { SCHOOL_NOT_FOUND } from './messages';

export async function readSchoolRules(id: string): Promise<SchoolRulesResponse> {
  const rules = await getSchoolRules(id);
  if (!rules) throw notFound(SCHOOL_NOT_FOUND);
  return { rules };
}

export async function updateSchoolRules(adminSub: string, id: string, rules: SchoolRules, now: Date): Promise<SchoolRulesResponse> {
  try {
    await transactWrite([
      setSchoolRulesOp(id, rules),
      auditOp({ adminId: adminSub, action: 'UPDATE_SCHOOL_RULES', targetType: 'school', targetId: id, details: { ...rules } }, now),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(SCHOOL_NOT_FOUND);
    throw error;
  }
  return { rules };
}
