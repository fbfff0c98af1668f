/**
 * The school routes against DynamoDB Local: the list, a school's page with
 * its upcoming Greek-life events from "today" in the school's own time zone,
 * and the spec's not-found text.
 */
import '../../support/emulators.setup';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchoolChaptersResponse, SchoolListResponse, SchoolPageResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { LIMITS } from '../../../shared/limits';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { BROWSING_NOW, browsingSchools, greekEvent, writeGreekEvents, writeSchools } from '../support/fixtures';
import { newChapter } from '../leaders/fixtures';

useFreshTable();

const [hawaii, columbia] = browsingSchools();

beforeAll(async () => {
  await writeSchools(browsingSchools());
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
    vi.spyOn(clock, 'now').mockReturnValue(BROWSING_NOW);
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

  it('shows a busy school its next events only, up to the page limit', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(BROWSING_NOW);
    const busy = hawaii!;
    const times = Array.from({ length: LIMITS.greekEventsPerSchool + 5 }, (_, i) => `${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`);
    await writeGreekEvents(times.map((time) => greekEvent(busy, '2026-04-01', time, { title: `Busy ${time}` })));
    const page = await invoke<SchoolPageResponse>('getSchool', { params: { id: busy.id } });
    expect(page.json.events).toHaveLength(LIMITS.greekEventsPerSchool);
    // The earliest of them, in order (other tests' events at this school may come first).
    const shown = page.json.events.filter((e) => e.title.startsWith('Busy ')).map((e) => e.time);
    expect(shown).toEqual(times.slice(0, shown.length));
    expect(shown.length).toBeLessThan(times.length);
  });

  it('My School: `?include=chapters` adds the school’s chapters as their own route lists them, in the same answer', async () => {
    await newChapter({ schoolId: columbia!.id, schoolName: columbia!.name, letters: 'ΣΧ', name: 'Sigma Chi', type: 'fraternity' });
    await newChapter({ schoolId: columbia!.id, schoolName: columbia!.name });
    const page = await invoke<SchoolPageResponse>('getSchool', { params: { id: columbia!.id }, query: { include: 'chapters' } });
    const listed = await invoke<SchoolChaptersResponse>('listSchoolChapters', { params: { id: columbia!.id } });
    expect(page.json.chapters?.map((c) => c.name)).toEqual(['Sigma Chi', 'Alpha Epsilon Phi']);
    expect(page.json.chapters).toEqual(listed.json.chapters);
    // Without it the public page stays as it was.
    expect((await invoke<SchoolPageResponse>('getSchool', { params: { id: columbia!.id } })).json).not.toHaveProperty('chapters');
    const bad = await invoke<{ message: string }>('getSchool', { params: { id: columbia!.id }, query: { include: 'everything' } });
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'Invalid include']);
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
