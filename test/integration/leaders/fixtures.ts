/**
 * People and chapters for the leader-request and approval tests, written
 * through the repositories: chapters with fresh ids, users with a profile
 * (as GET /me creates it), admins with their grant.
 */
import { randomUUID } from 'node:crypto';
import type { ChapterDetail, LeaderRequestResponse, LeaderRequestsResponse } from '../../../shared/api/types';
import type { Role } from '../../../shared/limits';
import { grantAdmin } from '../../../functions/domains/platform/admins';
import { putChapters } from '../../../functions/domains/catalog/organizations/chapters';
import { createProfile, profileItem } from '../../../functions/domains/people/profiles';
import { assignRole } from '../../../functions/domains/people/roles/roles';
import { batchPut } from '../../../functions/lib/db/table';
import { readStats } from '../../../functions/domains/platform/stats';
import { accessClaims, invoke } from '../../support/invoke';

let n = 0;

/** A chapter at a school of its own, stored. */
export async function newChapter(extra: Partial<ChapterDetail> = {}): Promise<ChapterDetail> {
  n++;
  const chapter: ChapterDetail = {
    id: randomUUID(),
    nationalKey: 'alpha-epsilon-phi',
    letters: 'ΑΕΦ',
    name: 'Alpha Epsilon Phi',
    type: 'sorority',
    schoolId: randomUUID(),
    schoolName: `Test University ${n}`,
    city: 'Tuscaloosa',
    state: 'AL',
    description: '',
    foundedYear: 1909,
    followerCount: 0,
    ...extra,
  };
  await putChapters([chapter]);
  return chapter;
}

export interface TestUser {
  sub: string;
  email: string;
  fullName: string;
  claims: Record<string, unknown>;
}

/**
 * A default name a file's people do not share: searches by name (friends.test.ts looks a deleted
 * person's name up) must find only that person. Four hex digits gave two of a file's two dozen
 * people the same name about once in 3,000 runs; eight, less than once in 10^8.
 */
export const defaultName = (label: string, sub: string) => `${label} ${sub.slice(0, 8)}`;

/** A signed-up person with a profile (optionally already in a chapter). */
export async function newUser(extra: { chapterId?: string; fullName?: string } = {}): Promise<TestUser> {
  const sub = randomUUID();
  const email = `user-${sub.slice(0, 8)}@ua.edu`;
  const fullName = extra.fullName ?? defaultName('Leader', sub);
  await createProfile({ sub, email, fullName, createdAt: new Date().toISOString(), chapterId: extra.chapterId ?? null });
  return { sub, email, fullName, claims: accessClaims(sub) };
}

/** `count` signed-up people with profiles, written 25 to a call (for tests whose subject is what they do next). */
export async function newUsers(count: number): Promise<TestUser[]> {
  const users = Array.from({ length: count }, () => {
    const sub = randomUUID();
    return { sub, email: `user-${sub.slice(0, 8)}@ua.edu`, fullName: defaultName('Buyer', sub), claims: accessClaims(sub) };
  });
  const createdAt = new Date().toISOString();
  await batchPut(users.map(({ sub, email, fullName }) => profileItem({ sub, email, fullName, createdAt })));
  return users;
}

/** A platform admin (profile and admin grant). */
export async function newAdmin(): Promise<TestUser> {
  const user = await newUser({ fullName: 'Alex Admin' });
  await grantAdmin({ sub: user.sub, email: user.email, grantedAt: new Date().toISOString() });
  return user;
}

/** Submits a leader request as `user`, expecting it to be accepted. */
export async function requestRole(user: TestUser, chapterId: string, role: Role, message?: string) {
  const res = await invoke<LeaderRequestResponse>('createLeaderRequest', { claims: user.claims, body: { chapterId, role, message } });
  if (res.statusCode !== 201) throw new Error(`createLeaderRequest answered ${res.statusCode}: ${res.text}`);
  return res.json.request;
}

/** The Approvals tab as `admin` sees it. */
export async function approvalsTab(admin: TestUser): Promise<LeaderRequestsResponse> {
  const res = await invoke<LeaderRequestsResponse>('listLeaderRequests', { claims: admin.claims });
  if (res.statusCode !== 200) throw new Error(`listLeaderRequests answered ${res.statusCode}: ${res.text}`);
  return res.json;
}

/** The stored Pending Approvals counter. */
export async function pendingCounter(): Promise<number> {
  return (await readStats(new Date().toISOString().slice(0, 10))).pendingApprovals;
}

/** Gives `user` a role of `chapter` directly (fails loudly when it is held). */
export async function giveRoleTo(user: Pick<TestUser, 'sub'>, chapter: ChapterDetail, role: Role): Promise<void> {
  const ok = await assignRole({
    chapterId: chapter.id,
    role,
    sub: user.sub,
    letters: chapter.letters,
    name: chapter.name,
    schoolName: chapter.schoolName,
    createdAt: new Date().toISOString(),
  });
  if (!ok) throw new Error(`${role} of ${chapter.name} is already held`);
}
