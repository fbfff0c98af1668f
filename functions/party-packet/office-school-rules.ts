/**
 * The Greek-life office edits its own school's office rules: the school is
 * the office's (never a parameter), read and saved exactly as the admin's
 * Schools tab does, audited as the office's edit.
 */
import type { SchoolRulesResponse } from '../../shared/api/party-packet-types';
import type { OfficeStanding } from '../../shared/authz';
import type { SchoolRules } from '../../shared/school-rules';
import { saveSchoolRules } from '../domains/catalog/schools/rules-edit';
import { getSchoolRules } from '../domains/catalog/schools/schools';
import { notFound } from '../lib/errors';

const SCHOOL_GONE = 'School not found';

export async function readOfficeSchoolRules(office: OfficeStanding): Promise<SchoolRulesResponse> {
  const rules = await getSchoolRules(office.schoolId);
  if (!rules) throw notFound(SCHOOL_GONE);
  return { rules };
}

export async function updateOfficeSchoolRules(office: OfficeStanding, rules: SchoolRules, now: Date): Promise<SchoolRulesResponse> {
  if (!(await saveSchoolRules(office.sub, office.schoolId, rules, now))) throw notFound(SCHOOL_GONE);
  return { rules };
}
