/**
 * The leader portal's API against DynamoDB Local: which roles are free, and
 * the leader request with its two refusals (role held, second pending request
 * for the same organization).
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ChapterRolesResponse, LeaderRequestResponse, MeResponse } from '../../../shared/api/types';
import { roleTakenMessage } from '../../../shared/roles';
import { assignRole } from '../../../functions/domains/people/roles/roles';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { approvalsTab, newAdmin, newChapter, newUser, pendingCounter, requestRole } from './fixtures';

useFreshTable();

const holder = (chapter: { id: string; letters: string; name: string; schoolName: string }, sub: string) => ({
  chapterId: chapter.id,
  sub,
  letters: chapter.letters,
  name: chapter.name,
  schoolName: chapter.schoolName,
  createdAt: new Date().toISOString(),
});

describe('getChapterRoles', () => {
  it('says which roles of the organization are taken', async () => {
    const chapter = await newChapter();
    const free = await invoke<ChapterRolesResponse>('getChapterRoles', { params: { id: chapter.id } });
    expect(free.statusCode).toBe(200);
    expect(free.json).toEqual({ chapterId: chapter.id, chapterName: 'Alpha Epsilon Phi', taken: { president: false, media_manager: false } });

    await assignRole({ ...holder(chapter, (await newUser()).sub), role: 'president' });
    const taken = await invoke<ChapterRolesResponse>('getChapterRoles', { params: { id: chapter.id } });
    expect(taken.json.taken).toEqual({ president: true, media_manager: false });
    // Availability changes with every approval: never reused from a cache.
    expect(taken.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 "Organization not found" for an unknown organization', async () => {
    const res = await invoke<ApiErrorBody>('getChapterRoles', { params: { id: '6f1c7a52-5d0e-4b8e-9a51-6c2f0d9e7b14' } });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe('Organization not found');
  });
});

describe('createLeaderRequest', () => {
  it('creates a pending request the Approvals tab shows with name, e-mail, organization, school, role, type and message', async () => {
    const chapter = await newChapter();
    const user = await newUser({ fullName: 'Pat Leader' });
    const admin = await newAdmin();
    const before = await pendingCounter();

    const res = await invoke<LeaderRequestResponse>('createLeaderRequest', {
      claims: user.claims,
      body: { chapterId: chapter.id, role: 'president', message: '  Elected in March.  ' },
    });
    expect(res.statusCode).toBe(201);
    const request = res.json.request;
    expect(request).toMatchObject({
      userId: user.sub,
      fullName: 'Pat Leader',
      email: user.email,
      chapterId: chapter.id,
      letters: 'ΑΕΦ',
      organizationName: 'Alpha Epsilon Phi',
      schoolName: chapter.schoolName,
      type: 'sorority',
      requestedRole: 'president',
      message: 'Elected in March.',
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect((await approvalsTab(admin)).pending).toContainEqual(request);
    expect(await pendingCounter()).toBe(before + 1);
  });

  it('refuses a role already held with the spec sentence, and creates nothing', async () => {
    const chapter = await newChapter({ name: 'Sigma Chi', letters: 'ΣΧ', type: 'fraternity' });
    await assignRole({ ...holder(chapter, (await newUser()).sub), role: 'media_manager' });
    const user = await newUser();
    const admin = await newAdmin();
    const before = await pendingCounter();

    const res = await invoke<ApiErrorBody>('createLeaderRequest', { claims: user.claims, body: { chapterId: chapter.id, role: 'media_manager' } });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('There is already a Media Manager for Sigma Chi. Only one Media Manager per organization is allowed.');
    expect(res.json.message).toBe(roleTakenMessage('media_manager', 'Sigma Chi'));
    expect((await approvalsTab(admin)).pending.some((r) => r.userId === user.sub)).toBe(false);
    expect(await pendingCounter()).toBe(before);

    // The other role of that organization is still free.
    expect((await requestRole(user, chapter.id, 'president')).status).toBe('pending');
  });

  it('refuses a second pending request for the same organization, even for the other role', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    await requestRole(user, chapter.id, 'president');
    const before = await pendingCounter();

    for (const role of ['president', 'media_manager'] as const) {
      const res = await invoke<ApiErrorBody>('createLeaderRequest', { claims: user.claims, body: { chapterId: chapter.id, role } });
      expect(res.statusCode).toBe(409);
      expect(res.json.message).toBe('You already have a pending request for this organization');
    }
    expect(await pendingCounter()).toBe(before);
  });

  it('accepts requests of the same person for different organizations, and of different people for the same one', async () => {
    const [first, second] = [await newChapter(), await newChapter()];
    const user = await newUser();
    const other = await newUser();
    await requestRole(user, first.id, 'president');
    expect((await requestRole(user, second.id, 'president')).chapterId).toBe(second.id);
    expect((await requestRole(other, first.id, 'president')).userId).toBe(other.sub);
  });

  it('lets only one of two simultaneous identical requests through', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    const before = await pendingCounter();
    const answers = await Promise.all(
      [1, 2].map(() => invoke<ApiErrorBody>('createLeaderRequest', { claims: user.claims, body: { chapterId: chapter.id, role: 'president' } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await pendingCounter()).toBe(before + 1);
  });

  it('answers 409 "Profile not found" before the profile exists, and 404 for an unknown organization', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    const ghost = await invoke<ApiErrorBody>('createLeaderRequest', {
      claims: { ...user.claims, sub: '11111111-2222-4333-8444-555555555555' },
      body: { chapterId: chapter.id, role: 'president' },
    });
    expect(ghost.statusCode).toBe(409);
    expect(ghost.json.message).toBe('Profile not found');

    const unknown = await invoke<ApiErrorBody>('createLeaderRequest', {
      claims: user.claims,
      body: { chapterId: '6f1c7a52-5d0e-4b8e-9a51-6c2f0d9e7b14', role: 'president' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('Organization not found');
  });

  it('needs a signed-in caller', async () => {
    const chapter = await newChapter();
    const res = await invoke('createLeaderRequest', { body: { chapterId: chapter.id, role: 'president' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /me of a registered leader', () => {
  it('says a leader request is pending until an admin reviews it (the portal tells them to wait)', async () => {
    const [chapter, user, admin] = await Promise.all([newChapter(), newUser(), newAdmin()]);
    const me = async () => (await invoke<MeResponse>('getMe', { claims: user.claims })).json;
    expect((await me()).pendingLeaderRequest).toBe(false);
    const request = await requestRole(user, chapter.id, 'president');
    expect(await me()).toMatchObject({ pendingLeaderRequest: true, roles: [], profile: { chapterId: null } });
    expect((await invoke('approveLeaderRequest', { claims: admin.claims, params: { id: request.id } })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ pendingLeaderRequest: false, profile: { chapterId: chapter.id } });
  });
});
