/**
 * The Schools tab's office rules: read with the defaults filled
 * in; replaced with the audit entry, only while the school exists.
 */
import type { SchoolRulesResponse } from '../../shared/api/party-packet-types';
import type { SchoolRules } from '../../shared/school-rules';
import { saveSchoolRules } from '../domains/catalog/schools/rules-edit';
import { getSchoolRules } from '../domains/catalog/schools/schools';
import { notFound } from '../lib/errors';
import { SCHOOL_NOT_FOUND } from './messages';

export async function readSchoolRules(id: string): Promise<SchoolRulesResponse> {
  const rules = await getSchoolRules(id);
  if (!rules) throw notFound(SCHOOL_NOT_FOUND);
  return { rules };
}

export async function updateSchoolRules(adminSub: string, id: string, rules: SchoolRules, now: Date): Promise<SchoolRulesResponse> {
  if (!(await saveSchoolRules(adminSub, id, rules, now))) throw notFound(SCHOOL_NOT_FOUND);
  return { rules };
}
