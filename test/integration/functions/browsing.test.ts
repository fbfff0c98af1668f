/**
 * Every browsing route against DynamoDB Local: what each page shows, its
 * ordering rules, the "today" rule per school time zone, and the spec's
 * not-found texts.
 */
import '../../support/emulators.setup';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ChapterPageResponse,
  DirectoryResponse,
  GreekEventListResponse,
  GreekEventPageResponse,
  NationalPageResponse,
  SchoolListResponse,
  SchoolPageResponse,
} from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { getChapter } from '../../../functions/lib/db/chapters';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { greekEvent, media, partyEvent, pickSchools, writeGreekEvents, writeMedia, writePartyEvents, writeSchools } from './fixtures';

useFreshTable();

// 08:30 UTC on 10 March 2026: already the 10th in New York (04:30 EDT),
// still the 9th in Honolulu (22:30 HST).
const NOW = new Date('2026-03-10T08:30:00Z');
const [hawaii, columbia, alabama, ucla] = pickSchools(
  'University of Hawaii at Manoa',
  'Columbia University',
  'University of Alabama',
  'University of California, Los Angeles',
);

beforeAll(async () => {
  await writeSchools([hawaii!, columbia!, alabama!, ucla!]);
  const populated = await invoke('populateOrganizations');
  expect(populated.statusCode).toBe(200);
});

afterEach(() => vi.restoreAllMocks());

describe('schools', () => {
  it('lists every school ordered by name, cacheable for a short time', async () => {
    const res = await invoke<SchoolListResponse>('listSchools');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json.schools.map((s) => s.name)).toEqual([
      'Columbia University',
      'University of Alabama',
      'University of California, Los Angeles',
      'University of Hawaii at Manoa',
    ]);
    expect(res.json.schools[0]).toEqual({
      id: columbia!.id,
      name: columbia!.name,
      city: columbia!.city,
      state: 'NY',
      website: columbia!.website,
      logoUrl: null,
    });
  });

  it("shows a school's upcoming Greek-life events from today in the school's own time zone, by date then time", async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    await writeGreekEvents([
      greekEvent(columbia!, '2026-03-09', '20:00', { title: 'Yesterday in New York' }),
      greekEvent(columbia!, '2026-03-12', '09:00', { title: 'Later' }),
      greekEvent(columbia!, '2026-03-10', '19:00', { title: 'Today evening' }),
      greekEvent(columbia!, '2026-03-10', '12:00', { title: 'Today noon', type: 'paid', priceCents: 1500 }),
      greekEvent(hawaii!, '2026-03-09', '23:00', { title: 'Still today in Honolulu' }),
    ]);
    const ny = await invoke<SchoolPageResponse>('getSchool', { params: { id: columbia!.id } });
    expect(ny.statusCode).toBe(200);
    expect(ny.json.school.emailDomains).toEqual(columbia!.emailDomains);
    expect(ny.json.events.map((e) => e.title)).toEqual(['Today noon', 'Today evening', 'Later']);
    expect(ny.json.events[0]).toMatchObject({ type: 'paid', priceCents: 1500, schoolName: columbia!.name });

    const hi = await invoke<SchoolPageResponse>('getSchool', { params: { id: hawaii!.id } });
    expect(hi.json.events.map((e) => e.title)).toEqual(['Still today in Honolulu']);
  });

  it('answers "School not found" for an unknown school and "Invalid id" for a malformed one', async () => {
    const missing = await invoke('getSchool', { params: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ message: 'School not found' });
    const bad = await invoke<{ message: string }>('getSchool', { params: { id: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe('Invalid id');
  });
});

describe('Greek-life events', () => {
  it('lists upcoming events at every school by date then time, keeping what is still today in each zone', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    await writeGreekEvents([
      greekEvent(alabama!, '2026-03-11', '18:00', { title: 'AL 11th 18:00' }),
      greekEvent(ucla!, '2026-03-11', '09:30', { title: 'CA 11th 09:30' }),
      greekEvent(ucla!, '2026-03-09', '21:00', { title: 'CA yesterday' }),
    ]);
    const res = await invoke<GreekEventListResponse>('listGreekEvents');
    expect(res.statusCode).toBe(200);
    const titles = res.json.events.map((e) => e.title);
    expect(titles).toContain('Still today in Honolulu');
    expect(titles).not.toContain('Yesterday in New York');
    expect(titles).not.toContain('CA yesterday');
    const order = res.json.events.map((e) => `${e.date}#${e.time}`);
    expect(order).toEqual([...order].sort());
    expect(titles.indexOf('CA 11th 09:30')).toBeLessThan(titles.indexOf('AL 11th 18:00'));
  });

  it('shows one event, and "Event not found" for an unknown id', async () => {
    const event = greekEvent(alabama!, '2026-04-01', '17:00', { title: 'Spring Step Show', type: 'restricted' });
    await writeGreekEvents([event]);
    const res = await invoke<GreekEventPageResponse>('getGreekEvent', { params: { id: event.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json.event).toEqual(event);
    const missing = await invoke('getGreekEvent', { params: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ message: 'Event not found' });
  });
});

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
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
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
    const photos = Array.from({ length: 14 }, (_, i) => media(chapter, `2026-03-0${Math.floor(i / 2) + 1}T1${i % 2}:00:00.000Z`));
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
