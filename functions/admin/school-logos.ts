/**
 * Manage School Logos (docs/spec/leader-admin-side.md §2, §3 "Storage"): every school with its
 * logo and the counts with and without one; upload or replace a logo (an
 * image by its content, at most 1 MB), delete one. Each change is one
 * transaction with its audit entry, guarded by the logo it replaces; the
 * object is written first and an object no school points at is removed.
 */
import type { SchoolLogosResponse, SchoolResponse } from '../../shared/api/types';
import { INVALID_LOGO_TYPE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '../../shared/schemas/school-logos';
import { getSchool, listSchools, setSchoolLogoOp, toSchool } from '../domains/catalog/schools/schools';
import { transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import { HttpError, notFound } from '../lib/errors';
import { imageTypeOf, type ImageType } from '../lib/image-type';
import { deleteLogo, keyOfLogoUrl, logoKey, logoPublicUrl, putLogo } from '../domains/catalog/schools/logo-store';
import { auditOp } from '../domains/platform/audit';
import type { AuditAction } from '../domains/platform/audit';

export const SCHOOL_NOT_FOUND = 'School not found';
export const LOGO_CHANGED = 'The logo changed meanwhile: reload and try again';

export async function listSchoolLogos(): Promise<SchoolLogosResponse> {
  const schools = await listSchools();
  const withLogo = schools.filter((s) => s.logoUrl).length;
  return { schools, withLogo, withoutLogo: schools.length - withLogo };
}

/** The image in `bytes`, or the spec's refusal. */
export function acceptedImage(bytes: Uint8Array): ImageType {
  if (bytes.length > MAX_LOGO_BYTES) throw new HttpError(400, LOGO_TOO_LARGE);
  const type = imageTypeOf(bytes);
  if (!type) throw new HttpError(400, INVALID_LOGO_TYPE);
  return type;
}

/**
 * Stores `bytes` as the school's logo and points the school at it, with the
 * audit entry `action`.
 */
export async function storeSchoolLogo(
  adminSub: string,
  schoolId: string,
  bytes: Uint8Array,
  now: Date,
  action: AuditAction = 'UPLOAD_SCHOOL_LOGO',
): Promise<SchoolResponse> {
  const type = acceptedImage(bytes);
  const school = await getSchool(schoolId);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  const key = logoKey(school.name, type, now);
  await putLogo(key, bytes, type);
  const logoUrl = logoPublicUrl(key, now);
  try {
    await transactWrite([
      setSchoolLogoOp(school.id, logoUrl, school.logoUrl),
      auditOp({ adminId: adminSub, action, targetType: 'school', targetId: school.id, details: { name: school.name, logoUrl, bytes: bytes.length } }, now),
    ]);
  } catch (error) {
    await deleteLogo(key);
    if (isConditionFailure(error)) throw new HttpError(409, LOGO_CHANGED);
    throw error;
  }
  // The replaced logo's object is nobody's now.
  const previousKey = keyOfLogoUrl(school.logoUrl);
  if (previousKey && previousKey !== key) await deleteLogo(previousKey);
  return { school: toSchool({ ...school, logoUrl }) };
}

/** Removes the school's logo (the initials avatar shows again). */
export async function deleteSchoolLogo(adminSub: string, schoolId: string, now: Date): Promise<SchoolResponse> {
  const school = await getSchool(schoolId);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  if (!school.logoUrl) return { school: toSchool(school) };
  try {
    await transactWrite([
      setSchoolLogoOp(school.id, null, school.logoUrl),
      auditOp({ adminId: adminSub, action: 'DELETE_SCHOOL_LOGO', targetType: 'school', targetId: school.id, details: { name: school.name, logoUrl: school.logoUrl } }, now),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, LOGO_CHANGED);
    throw error;
  }
  const key = keyOfLogoUrl(school.logoUrl);
  if (key) await deleteLogo(key);
  return { school: toSchool({ ...school, logoUrl: null }) };
}
