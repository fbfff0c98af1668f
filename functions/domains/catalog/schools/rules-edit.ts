/**
 * Replacing a school's office rules: one transaction with the audit entry,
 * only while the school exists. The admin's Schools tab and the school's own
 * office both save through here, so both edits are audited alike.
 */
import type { SchoolRules } from '../../../../shared/school-rules';
import { transactWrite } from '../../../lib/db/table';
import { isConditionFailure } from '../../../lib/db/write-failure';
import { auditOp } from '../../platform/audit';
import { setSchoolRulesOp } from './schools';

/** Saves `rules` for the school, audited as `actorSub`'s edit; false when the school does not exist. */
export async function saveSchoolRules(actorSub: string, schoolId: string, rules: SchoolRules, now: Date): Promise<boolean> {
  try {
    await transactWrite([
      setSchoolRulesOp(schoolId, rules),
      auditOp({ adminId: actorSub, action: 'UPDATE_SCHOOL_RULES', targetType: 'school', targetId: schoolId, details: { ...rules } }, now),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
