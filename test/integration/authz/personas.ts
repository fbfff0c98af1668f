/**
 * The seven callers every route is tried as, each a real user of the local
 * Cognito (signed in for real tokens) with a profile, and the roles or admin
 * grant that make them who they are:
 * - anonymous: no token;
 * - student: a profile at school A, no chapter;
 * - mediaManager and president: chapter A's two leaders;
 * - otherLeader: chapter B's president (a leader, of another chapter);
 * - admin: a platform admin grant, no chapter;
 * - office: the Greek-life office of school A (a grant, a profile at school A, no chapter).
 */
import { randomUUID } from 'node:crypto';
import type { ChapterDetail } from '../../../shared/api/types';
import type { Role } from '../../../shared/limits';
import { grantAdmin } from '../../../functions/domains/platform/admins';
import { createProfile } from '../../../functions/domains/people/profiles';
import { assignRole } from '../../../functions/domains/people/roles/roles';
import { grantOfficeOps } from '../../../functions/domains/people/office-staff';
import { transactWrite } from '../../../functions/lib/db/table';
import type { SchoolRecord } from '../../../functions/domains/catalog/schools/schools';
import { createConfirmedUser, signIn, type PoolIds, type Tokens } from '../../support/cognito';

export const PERSONAS = ['anonymous', 'student', 'mediaManager', 'president', 'otherLeader', 'admin', 'office'] as const;
export type Persona = (typeof PERSONAS)[number];
export type SignedIn = Exclude<Persona, 'anonymous'>;
export const SIGNED_IN = PERSONAS.filter((p): p is SignedIn => p !== 'anonymous');

export interface Person {
  sub: string;
  email: string;
  fullName: string;
  tokens: Tokens;
}

/** Every persona's password (their tokens are real password logins). */
export const PASSWORD = 'matrix-secret-1';

/** A confirmed Cognito user, signed in, with a profile at `school` (and in `chapterId`). */
export async function newPerson(
  pool: PoolIds,
  label: string,
  school: SchoolRecord,
  chapterId: string | null,
  now: Date,
): Promise<Person> {
  const email = `${label.toLowerCase()}-${randomUUID().slice(0, 8)}@authz.example.edu`;
  const fullName = `${label} Tester`;
  const sub = await createConfirmedUser(pool, email, PASSWORD, fullName);
  const tokens = await signIn(email, PASSWORD, { pool });
  await createProfile({
    sub,
    email,
    fullName,
    createdAt: now.toISOString(),
    schoolId: school.id,
    schoolName: school.name,
    schoolState: school.state,
    chapterId,
    isOrgAdmin: chapterId !== null,
  });
  return { sub, email, fullName, tokens };
}

/** Gives `person` a role of `chapter` (fails loudly when it is already held); a persona's row carries their contact as the API writes it. */
export async function giveRole(person: Pick<Person, 'sub'> & Partial<Pick<Person, 'fullName' | 'email'>>, chapter: ChapterDetail, role: Role, now: Date): Promise<void> {
  const ok = await assignRole({
    chapterId: chapter.id,
    role,
    sub: person.sub,
    letters: chapter.letters,
    name: chapter.name,
    schoolName: chapter.schoolName,
    createdAt: now.toISOString(),
    ...(person.fullName !== undefined ? { contact: { fullName: person.fullName, email: person.email ?? null, phone: null } } : {}),
  });
  if (!ok) throw new Error(`${role} of ${chapter.name} is already held`);
}

/** Makes `person` the Greek-life office of `school`, as the admin's grant does. */
export async function giveOffice(person: Pick<Person, 'sub'>, school: SchoolRecord, now: Date): Promise<void> {
  await transactWrite(grantOfficeOps({ sub: person.sub, schoolId: school.id, schoolName: school.name, grantedAt: now.toISOString(), grantedBy: 'matrix' }));
}

/** The signed-in personas. */
export async function createPersonas(
  pool: PoolIds,
  schools: { a: SchoolRecord; b: SchoolRecord },
  chapters: { a: ChapterDetail; b: ChapterDetail },
  now: Date,
): Promise<Record<SignedIn, Person>> {
  const [student, mediaManager, president, otherLeader, admin, office] = await Promise.all([
    newPerson(pool, 'Student', schools.a, null, now),
    newPerson(pool, 'Media', schools.a, chapters.a.id, now),
    newPerson(pool, 'President', schools.a, chapters.a.id, now),
    newPerson(pool, 'Other', schools.b, chapters.b.id, now),
    newPerson(pool, 'Admin', schools.a, null, now),
    newPerson(pool, 'Office', schools.a, null, now),
  ]);
  await Promise.all([
    giveRole(mediaManager, chapters.a, 'media_manager', now),
    giveRole(president, chapters.a, 'president', now),
    giveRole(otherLeader, chapters.b, 'president', now),
    grantAdmin({ sub: admin.sub, email: admin.email, grantedAt: now.toISOString() }),
    giveOffice(office, schools.a, now),
  ]);
  return { student, mediaManager, president, otherLeader, admin, office };
}
