/**
 * Accounts through the real local API server (JWT checks against
 * cognito-local, handlers on DynamoDB Local): GET /me creates exactly one
 * profile, My School, a user only ever reaches their own account, and
 * account deletion leaves nothing personal behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT, decodeJwt } from 'jose';
import type { ChapterDetail, MeResponse } from '../../../shared/api/types';
import type { RunningApiServer } from '../../../infra/local/api-server';
import { cognitoCall, CognitoError } from '../../../infra/local/cognito-api';
import { putChapters } from '../../../functions/domains/catalog/organizations/chapters';
import { countEventRsvps } from '../../../functions/domains/catalog/greek-events/greek-rsvps';
import { getGreekEvent } from '../../../functions/domains/catalog/greek-events/greek-events';
import { grantAdmin } from '../../../functions/domains/platform/admins';
import { getLeaderRequest } from '../../../functions/domains/people/roles/leader-requests';
import { isProfileItem } from '../../../functions/domains/people/profiles';
import { assignRole, getRoleHolder } from '../../../functions/domains/people/roles/roles';
import { readStats } from '../../../functions/domains/platform/stats';
import { readUserPartition } from '../../../functions/domains/people/users';
import { stableId } from '../../../functions/lib/ids';
import { cognitoEndpoint, createTestPool, signIn, signUpAndConfirm, expiredToken, type PoolIds } from '../../support/cognito';
import { apiCall, startPoolApi } from '../../support/pool-api';
import { useFreshTable } from '../../support/table';
import { greekEvent, pickSchools, writeGreekEvents, writeSchools } from '../support/fixtures';

useFreshTable();

const [alabama, auburn, uab] = pickSchools('University of Alabama', 'Auburn University', 'University of Alabama at Birmingham');
const chapter: ChapterDetail = {
  id: stableId('test:accounts:chapter'),
  nationalKey: 'alpha-epsilon-phi',
  letters: 'ΑΕΦ',
  name: 'Alpha Epsilon Phi',
  type: 'sorority',
  schoolId: alabama!.id,
  schoolName: alabama!.name,
  city: alabama!.city,
  state: alabama!.state,
  description: '',
  foundedYear: 1909,
  followerCount: 0,
};
/** Chapters at UAB, stored out of order. */
const uabChapters: ChapterDetail[] = [
  ['zeta-tau-alpha', 'ΖΤΑ', 'Zeta Tau Alpha', 'sorority'],
  ['sigma-chi', 'ΣΧ', 'Sigma Chi', 'fraternity'],
  ['alpha-delta-pi', 'ΑΔΠ', 'Alpha Delta Pi', 'sorority'],
  ['alpha-tau-omega', 'ΑΤΩ', 'Alpha Tau Omega', 'fraternity'],
].map(([nationalKey, letters, name, type]) => ({
  ...chapter,
  id: stableId(`test:accounts:uab:${nationalKey}`),
  nationalKey: nationalKey!,
  letters: letters!,
  name: name!,
  type: type as ChapterDetail['type'],
  schoolId: uab!.id,
  schoolName: uab!.name,
  city: uab!.city,
}));
const event = greekEvent(alabama!, '2030-05-01', '19:00');

let server: RunningApiServer;
let pool: PoolIds;
const run = Date.now();
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  await writeSchools([alabama!, auburn!, uab!]);
  await putChapters([chapter, ...uabChapters]);
  await writeGreekEvents([event]);
  server = await startPoolApi(pool);
});

afterAll(async () => {
  await server?.close();
});

const api = <T = any>(method: string, path: string, token?: string, body?: unknown) => apiCall<T>(server, method, path, token, body);

/** A new user signed up by e-mail with name and school, confirmed, signed in. */
async function newUser(label: string, attributes: Record<string, string> = {}) {
  const email = `${label}-${run}@example.edu`;
  const sub = await signUpAndConfirm({ pool, username: email, attributes: { email, name: `User ${label}`, ...attributes } });
  const tokens = await signIn(email, 'secret1', { pool });
  return { email, sub, token: tokens.accessToken };
}

/** A role of the test chapter, as the approval writes it. */
function roleOf(sub: string, role: 'president' | 'media_manager') {
  const { letters, name, schoolName } = chapter;
  return { chapterId: chapter.id, role, sub, letters, name, schoolName, createdAt: new Date().toISOString() };
}

async function cognitoUserExists(username: string): Promise<boolean> {
  try {
    await cognitoCall(cognitoEndpoint(), 'AdminGetUser', { UserPoolId: pool.userPoolId, Username: username });
    return true;
  } catch (error) {
    if (error instanceof CognitoError && error.type === 'UserNotFoundException') return false;
    throw error;
  }
}

describe('token checks', () => {
  it('refuses every account and RSVP route without a token, with a forged one or an expired one', async () => {
    const user = await newUser('tokens');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(user.token)).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey);
    const expired = await expiredToken(user.token);
    for (const token of [undefined, forged, expired, 'not-a-jwt']) {
      expect((await api('GET', '/me', token)).status).toBe(401);
      expect((await api('PUT', '/me/school', token, { schoolId: auburn!.id })).status).toBe(401);
      expect((await api('DELETE', '/me', token, { confirm: 'DELETE' })).status).toBe(401);
      expect((await api('PUT', `/events/${event.id}/rsvp`, token, { status: 'going' })).status).toBe(401);
      expect((await api('GET', `/events/${event.id}/rsvp`, token)).status).toBe(401);
    }
    // Nothing was created or changed by the refused calls.
    expect((await readUserPartition(user.sub)).items).toEqual([]);
    expect(await cognitoUserExists(user.email)).toBe(true);
  });
});

describe('GET /me', () => {
  it('creates exactly one profile under 10 concurrent first calls, and counts the user once', async () => {
    const before = await readStats(today());
    const user = await newUser('first', { 'custom:school_id': alabama!.id });
    const answers = await Promise.all(Array.from({ length: 10 }, () => api<MeResponse>('GET', '/me', user.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const createdAt = new Set(answers.map((a) => a.json.profile.createdAt));
    expect(createdAt.size).toBe(1);
    expect(answers[0]!.json).toEqual({
      profile: {
        id: user.sub,
        fullName: 'User first',
        email: user.email,
        phone: null,
        schoolId: alabama!.id,
        schoolName: 'University of Alabama',
        schoolState: 'AL',
        chapterId: null,
        isOrgAdmin: false,
        createdAt: [...createdAt][0],
      },
      roles: [],
      dateOfBirth: null,
      isAdmin: false,
      activity: { totalTickets: 0, eventsAttended: 0, savedEvents: 0, friends: 0 },
      pendingLeaderRequest: false,
      office: null,
    });
    const partition = await readUserPartition(user.sub);
    expect(partition.items.filter(isProfileItem)).toHaveLength(1);
    const after = await readStats(today());
    expect(after.users).toBe(before.users + 1);
    expect(after.signupsLast7Days).toBe(before.signupsLast7Days + 1);

    // Later calls read the same profile and count nobody again.
    expect((await api<MeResponse>('GET', '/me', user.token)).json.profile.createdAt).toBe([...createdAt][0]);
    expect((await readStats(today())).users).toBe(before.users + 1);
  });

  it('takes only verified contact attributes: a phone sign-up naming someone else’s e-mail gets no e-mail', async () => {
    const victim = `victim-${run}@example.edu`;
    const phone = `+1205${String(run).slice(-7)}`;
    const sub = await signUpAndConfirm({ pool, username: phone, attributes: { phone_number: phone, email: victim, name: 'Mallory' } });
    const tokens = await signIn(phone, 'secret1', { pool });
    const me = await api<MeResponse>('GET', '/me', tokens.accessToken);
    expect(me.json.profile).toMatchObject({ id: sub, phone, email: null });
    expect((await readUserPartition(sub)).profile).toMatchObject({ phone, email: null });

  });

  it('shows a leader their role with the organization letters and name, and an admin their flag', async () => {
    const user = await newUser('leader');
    expect((await api('GET', '/me', user.token)).status).toBe(200);
    expect(await assignRole(roleOf(user.sub, 'media_manager'))).toBe(true);
    await grantAdmin({ sub: user.sub, email: user.email, grantedAt: new Date().toISOString() });
    const me = await api<MeResponse>('GET', '/me', user.token);
    expect(me.json.roles).toEqual([
      { chapterId: chapter.id, role: 'media_manager', letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi', schoolName: 'University of Alabama' },
    ]);
    expect(me.json.profile.isOrgAdmin).toBe(true);
    expect(me.json.isAdmin).toBe(true);
  });
});

describe('My School', () => {
  it('sets the school with its name and state, and refuses a missing or unknown school with the spec messages', async () => {
    const user = await newUser('school');
    expect((await api<MeResponse>('GET', '/me', user.token)).json.profile.schoolId).toBeNull();

    const missing = await api('PUT', '/me/school', user.token, {});
    expect(missing).toMatchObject({ status: 400, json: { message: 'Please select your school' } });
    const malformed = await api('PUT', '/me/school', user.token, { schoolId: 'abc' });
    expect(malformed).toMatchObject({ status: 400, json: { message: 'Please select your school' } });
    const unknown = await api('PUT', '/me/school', user.token, { schoolId: stableId('no such school') });
    expect(unknown).toMatchObject({ status: 404, json: { message: 'School not found' } });

    const updated = await api<MeResponse>('PUT', '/me/school', user.token, { schoolId: auburn!.id });
    expect(updated.status).toBe(200);
    expect(updated.json.profile).toMatchObject({ id: user.sub, schoolId: auburn!.id, schoolName: 'Auburn University', schoolState: 'AL' });
    expect((await api<MeResponse>('GET', '/me', user.token)).json.profile.schoolName).toBe('Auburn University');
  });

  it('lets a user reach only their own account', async () => {
    const [a, b] = await Promise.all([newUser('alice'), newUser('bob')]);
    const meA = await api<MeResponse>('GET', '/me', a.token);
    const meB = await api<MeResponse>('GET', '/me', b.token);
    expect(meA.json.profile).toMatchObject({ id: a.sub, email: a.email });
    expect(meB.json.profile).toMatchObject({ id: b.sub, email: b.email });

    await api('PUT', '/me/school', b.token, { schoolId: auburn!.id });
    expect((await api<MeResponse>('GET', '/me', a.token)).json.profile.schoolId).toBeNull();

    // B's token deletes B, never A.
    expect((await api('DELETE', '/me', b.token, { confirm: 'DELETE' })).status).toBe(200);
    expect((await api<MeResponse>('GET', '/me', a.token)).json.profile).toMatchObject({ id: a.sub, email: a.email });
    expect(await cognitoUserExists(a.email)).toBe(true);
    expect(await cognitoUserExists(b.email)).toBe(false);
  });
});

describe('account deletion', () => {
  it('requires the word DELETE', async () => {
    const user = await newUser('nodelete');
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'DELETE ' }]) {
      const answer = await api('DELETE', '/me', user.token, body);
      expect(answer).toMatchObject({ status: 400, json: { message: 'Please type DELETE to confirm account deletion' } });
    }
    expect(await cognitoUserExists(user.email)).toBe(true);
  });

  it('deletes the Cognito user, the profile, roles, RSVPs and grants, frees the role and fixes the counts; again is harmless', async () => {
    const user = await newUser('deleted', { 'custom:school_id': alabama!.id });
    expect((await api('GET', '/me', user.token)).status).toBe(200);
    expect(await assignRole(roleOf(user.sub, 'president'))).toBe(true);
    await grantAdmin({ sub: user.sub, email: user.email, grantedAt: new Date().toISOString() });
    const before = await getGreekEvent(event.id);
    expect((await api('PUT', `/events/${event.id}/rsvp`, user.token, { status: 'going' })).json.status).toBe('going');
    const pendingBefore = (await readStats(today())).pendingApprovals;
    const request = await api('POST', '/leader-requests', user.token, { chapterId: uabChapters[0]!.id, role: 'president' });
    expect(request.status).toBe(201);
    expect((await readStats(today())).pendingApprovals).toBe(pendingBefore + 1);
    const usersBefore = (await readStats(today())).users;

    const deleted = await api('DELETE', '/me', user.token, { confirm: 'DELETE' });
    expect(deleted).toEqual({ status: 200, json: { ok: true } });

    expect((await readUserPartition(user.sub)).items).toEqual([]);
    expect(await getRoleHolder(chapter.id, 'president')).toBeUndefined();
    expect(await getGreekEvent(event.id)).toMatchObject({ goingCount: before!.goingCount, interestedCount: before!.interestedCount });
    const stored = await countEventRsvps(event.id);
    expect(stored.going).toBe(before!.goingCount);
    // The pending request (with the name and e-mail) is gone, and no longer counted.
    expect(await getLeaderRequest(request.json.request.id)).toBeUndefined();
    expect((await readStats(today())).pendingApprovals).toBe(pendingBefore);
    expect(await cognitoUserExists(user.email)).toBe(false);
    await expect(signIn(user.email, 'secret1', { pool })).rejects.toThrow();
    expect((await readStats(today())).users).toBe(usersBefore - 1);

    // The same (still unexpired) token: deleting again changes nothing, and /me does not bring the profile back.
    expect((await api('DELETE', '/me', user.token, { confirm: 'DELETE' })).status).toBe(200);
    expect((await readStats(today())).users).toBe(usersBefore - 1);
    expect((await api('GET', '/me', user.token)).status).toBe(401);
    expect((await readUserPartition(user.sub)).items).toEqual([]);

    // The presidency is free again for someone else.
    expect(await assignRole(roleOf('someone-else', 'president'))).toBe(true);
  });
});

describe('GET /schools/{id}/chapters', () => {
  it("lists a school's chapters, fraternities then sororities, each by letters; 404 for an unknown school", async () => {
    const list = await api('GET', `/schools/${uab!.id}/chapters`);
    expect(list.status).toBe(200);
    expect(list.json.chapters.map((c: { letters: string; type: string }) => `${c.type} ${c.letters}`)).toEqual([
      'fraternity ΑΤΩ',
      'fraternity ΣΧ',
      'sorority ΑΔΠ',
      'sorority ΖΤΑ',
    ]);
    expect(list.json.chapters[0]).toEqual({
      id: uabChapters[3]!.id,
      nationalKey: 'alpha-tau-omega',
      letters: 'ΑΤΩ',
      name: 'Alpha Tau Omega',
      type: 'fraternity',
      schoolId: uab!.id,
      schoolName: uab!.name,
      city: uab!.city,
      state: 'AL',
    });
    expect(await api('GET', `/schools/${auburn!.id}/chapters`)).toEqual({ status: 200, json: { chapters: [] } });
    expect(await api('GET', `/schools/${stableId('nowhere')}/chapters`)).toEqual({ status: 404, json: { message: 'School not found' } });
  });
});
