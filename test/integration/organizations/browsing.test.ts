/**
 * The directory, national and chapter routes against DynamoDB Local: what
 * each page shows, its ordering rules, a chapter's events from "today" at the
 * venue, and the spec's not-found texts.
 */
import '../../support/emulators.setup';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChapterPageResponse, DirectoryResponse, NationalPageResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { getChapter } from '../../../functions/domains/catalog/organizations/chapters';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { BROWSING_NOW, browsingSchools, media, partyEvent, writeMedia, writePartyEvents, writeSchools } from '../support/fixtures';

useFreshTable();

beforeAll(async () => {
  await writeSchools(browsingSchools());
  const populated = await invoke('populateOrganizations');
  expect(populated.statusCode).toBe(200);
});

afterEach(() => vi.restoreAllMocks());

describe('organizations', () => {
  it('lists all 110 nationals, fraternities first, each group alphabetical, with school counts and states', async () => {
    const res = await invoke<DirectoryResponse>('listOrganizations');
    expect(res.statusCode).toBe(200);
    const orgs = res.json.organizations;
    expect(orgs).toHaveLength(110);
    const firstSorority = orgs.findIndex((o) => o.type === 'sorority');
    expect(orgs.slice(0, firstSorority).every((o) => o.type === 'fraternity')).toBe(true);
    expect(orgs.slice(firstSorority).every((o) => o.type === 'sorority')).toBe(true);
    for (const group of [orgs.slice(0, firstSorority), orgs.slice(firstSorority)]) {
      const names = group.map((o) => o.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
    const total = orgs.reduce((sum, o) => sum + o.schoolCount, 0);
    expect(total).toBeGreaterThanOrEqual(4 * 8);
    for (const o of orgs) {
      // By state name (here the same as by abbreviation; reading-order.test.ts has the cases that differ).
      expect(o.states).toEqual(['AL', 'CA', 'HI', 'NY'].filter((s) => o.states.includes(s)));
      expect(o.states.every((s) => ['HI', 'NY', 'AL', 'CA'].includes(s))).toBe(true);
    }
  });

  it("shows a national's chapters by state then school, filters one state, and answers 'Organization not found'", async () => {
    const directory = await invoke<DirectoryResponse>('listOrganizations');
    const busy = [...directory.json.organizations].sort((a, b) => b.schoolCount - a.schoolCount)[0]!;
    const res = await invoke<NationalPageResponse>('getNational', { params: { key: busy.key } });
    expect(res.statusCode).toBe(200);
    expect(res.json.organization).toEqual(busy);
    expect(res.json.chapters).toHaveLength(busy.schoolCount);
    const order = res.json.chapters.map((c) => `${c.state}#${c.schoolName.toLowerCase()}`);
    expect(order).toEqual([...order].sort());
    expect(res.json.photos).toEqual([]);

    const state = busy.states[0]!;
    const filtered = await invoke<NationalPageResponse>('getNational', { params: { key: busy.key }, query: { state } });
    expect(filtered.json.chapters.length).toBeGreaterThan(0);
    expect(filtered.json.chapters.every((c) => c.state === state)).toBe(true);

    const missing = await invoke('getNational', { params: { key: 'no-such-organization' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ message: 'Organization not found' });
  });

  it('shows a chapter with its follower count, its next 10 active events from today at the venue, and its 12 newest photos', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(BROWSING_NOW);
    const national = (await invoke<NationalPageResponse>('getNational', { params: { key: 'alpha-chi-omega' } })).json;
    const summary = national.chapters.find((c) => c.state === 'HI') ?? national.chapters[0]!;
    const chapter = (await getChapter(summary.id))!;
    const today = chapter.state === 'HI' ? '2026-03-09' : '2026-03-10';
    const future = Array.from({ length: 12 }, (_, i) => partyEvent(chapter, `2026-03-${String(11 + i).padStart(2, '0')}`, '21:00'));
    await writePartyEvents([
      ...future,
      partyEvent(chapter, today, '22:00', { title: 'Tonight late' }),
      partyEvent(chapter, today, '20:00', { title: 'Tonight early' }),
      partyEvent(chapter, '2026-03-08', '21:00', { title: 'Past' }),
      partyEvent(chapter, today, '21:00', { title: 'Cancelled', status: 'cancelled' }),
    ]);
    const photos = Array.from({ length: 14 }, (_, i) => media(chapter, `2026-03-0${Math.floor(i / 2) + 1}T1${i % 2}:00:00.000Z`, future[i % future.length]!.id));
    await writeMedia(photos);

    const res = await invoke<ChapterPageResponse>('getChapter', { params: { id: chapter.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json.chapter).toMatchObject({ id: chapter.id, name: 'Alpha Chi Omega', type: 'sorority', followerCount: 0, nationalKey: 'alpha-chi-omega' });
    expect(res.json.events).toHaveLength(10);
    expect(res.json.events.slice(0, 2).map((e) => e.title)).toEqual(['Tonight early', 'Tonight late']);
    expect(res.json.events.map((e) => e.title)).not.toContain('Past');
    expect(res.json.events.map((e) => e.title)).not.toContain('Cancelled');
    expect(res.json.photos).toHaveLength(12);
    const created = res.json.photos.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(created[0]).toBe('2026-03-07T11:00:00.000Z');
    expect(res.json.photos[0]!.url).toContain('/event-media/user/');

    const nationalPhotos = await invoke<NationalPageResponse>('getNational', { params: { key: 'alpha-chi-omega' } });
    expect(nationalPhotos.json.photos).toHaveLength(14);
  });

  it("answers 'Organization not found' for an unknown chapter", async () => {
    const res = await invoke('getChapter', { params: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message: 'Organization not found' });
  });
});
