/**
 * The Users tab's list against DynamoDB Local: every profile, newest
 * sign-up first, paged by a signed cursor past any fixed limit, searchable.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, UserListResponse } from '../../../shared/api/types';
import { INVALID_CURSOR } from '../../../functions/admin/messages';
import { USERS_PAGE_SIZE } from '../../../functions/admin/users';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, newChapter, newUser, newUsers } from '../leaders/fixtures';

useFreshTable();

type Answer = UserListResponse & ApiErrorBody;

describe('listUsers', () => {
  it('pages through every account with a cursor, each once', async () => {
    const admin = await newAdmin();
    const made = await newUsers(USERS_PAGE_SIZE * 2 + 7);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await invoke<Answer>('listUsers', { claims: admin.claims, query: { cursor } });
      expect(res.statusCode, res.text).toBe(200);
      expect(res.json.users.length).toBeLessThanOrEqual(USERS_PAGE_SIZE);
      seen.push(...res.json.users.map((u) => u.sub));
      cursor = res.json.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([admin.sub, ...made.map((u) => u.sub)]));
  });

  it('searches by name or e-mail, and shows the school and organization', async () => {
    const admin = await newAdmin();
    const chapter = await newChapter({ letters: 'ΚΔ', name: 'Kappa Delta' });
    const quinn = await newUser({ fullName: 'Quinn Zephyrine', chapterId: chapter.id });
    const byName = await invoke<Answer>('listUsers', { claims: admin.claims, query: { q: 'zephyr' } });
    expect(byName.json.users).toEqual([expect.objectContaining({ sub: quinn.sub, fullName: 'Quinn Zephyrine', organization: 'ΚΔ Kappa Delta' })]);
    const byEmail = await invoke<Answer>('listUsers', { claims: admin.claims, query: { q: quinn.email.toUpperCase() } });
    expect(byEmail.json.users.map((u) => u.sub)).toEqual([quinn.sub]);
  });

  it('refuses a cursor it did not hand out', async () => {
    const admin = await newAdmin();
    const res = await invoke<Answer>('listUsers', { claims: admin.claims, query: { cursor: 'eyJQSyI6IlgifQ.forged' } });
    expect(res).toMatchObject({ statusCode: 400, json: { message: INVALID_CURSOR } });
  });
});
