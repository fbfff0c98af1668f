/**
 * The Greek-life event routes against DynamoDB Local: the list from "today"
 * in each school's time zone, by date then time, one event, and the spec's
 * not-found text.
 */
import '../../support/emulators.setup';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GreekEventListResponse, GreekEventPageResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { BROWSING_NOW, browsingSchools, greekEvent, writeGreekEvents, writeSchools } from '../support/fixtures';

useFreshTable();

const [hawaii, columbia, alabama, ucla] = browsingSchools();

beforeAll(async () => {
  await writeSchools(browsingSchools());
});

afterEach(() => vi.restoreAllMocks());

describe('Greek-life events', () => {
  it('lists upcoming events at every school by date then time, keeping what is still today in each zone', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(BROWSING_NOW);
    await writeGreekEvents([
      greekEvent(alabama!, '2026-03-11', '18:00', { title: 'AL 11th 18:00' }),
      greekEvent(ucla!, '2026-03-11', '09:30', { title: 'CA 11th 09:30' }),
      greekEvent(ucla!, '2026-03-09', '21:00', { title: 'CA yesterday' }),
      greekEvent(columbia!, '2026-03-09', '20:00', { title: 'Yesterday in New York' }),
      greekEvent(hawaii!, '2026-03-09', '23:00', { title: 'Still today in Honolulu' }),
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

  it('pages the list with a signed cursor: every upcoming event once, in order; a cursor it did not hand out is a 400', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(BROWSING_NOW);
    const titles = Array.from({ length: 7 }, (_, i) => `Paged ${crypto.randomUUID()} ${i}`);
    await writeGreekEvents(titles.map((title, i) => greekEvent(alabama!, '2026-05-0' + (i + 1), '18:00', { title })));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { statusCode: number; json: GreekEventListResponse } = await invoke<GreekEventListResponse>('listGreekEvents', {
        query: { limit: '3', ...(cursor ? { cursor } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json.events.length).toBeLessThanOrEqual(3);
      seen.push(...res.json.events.map((e) => e.title));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor);
    expect(seen.filter((t) => t.startsWith('Paged '))).toEqual(titles);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBeGreaterThanOrEqual(3);
    const forged = await invoke('listGreekEvents', { query: { cursor: 'eyJQSyI6IngifQ.bad' } });
    expect([forged.statusCode, forged.json]).toEqual([400, { message: 'Invalid cursor: load the list again from its first page' }]);
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
