/**
 * The event actions of Seed Test Data against DynamoDB Local (a table of
 * their own): Generate Sample Events (15 free events in the next 30 days,
 * capacity 50–200, each in its chapter's My Feed), Fix All Event Locations
 * (the event and its My Feed summary together), Clear All Events (every
 * event with its counters and dependents).
 */
import '../../../support/emulators.setup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChapterDetail, School } from '../../../../shared/api/types';
import { addCalendarDays, todayInState } from '../../../../shared/dates';
import { SAMPLE_CAPACITY, SAMPLE_DAYS, SAMPLE_EVENTS } from '../../../../functions/admin/data-tools/sample-events';
import { fixedLocation } from '../../../../functions/admin/data-tools/event-locations';
import { ALL_DATES } from '../../../../functions/admin/data-tools/tool';
import { readChapterWithSummaries } from '../../../../functions/lib/db/chapter-summaries';
import { getPartyEvent, listActiveEventsFrom } from '../../../../functions/lib/db/party-events';
import { keys } from '../../../../functions/lib/db/keys';
import { readStats } from '../../../../functions/lib/db/stats';
import { updateItem } from '../../../../functions/lib/db/table';
import { invoke } from '../../../support/invoke';
import { useFreshTable } from '../../../support/table';
import { newAdmin, type TestUser } from '../../leaders/fixtures';
import { holdDataToolJobs, runTool } from './support';

useFreshTable();
let admin: TestUser;
let chapter: ChapterDetail;
beforeAll(async () => {
  holdDataToolJobs();
  admin = await newAdmin();
  const school = (await invoke<{ school: School }>('createSchool', { claims: admin.claims, body: { name: 'Sample State University', city: 'Tempe', state: 'AZ' } })).json.school;
  chapter = (await invoke<{ organization: ChapterDetail }>('createOrganization', { claims: admin.claims, body: { name: 'Sigma Sample', letters: 'ΣΣ', type: 'fraternity', schoolId: school.id } })).json.organization;
});

const NOW = new Date('2031-04-10T15:00:00Z');

describe('Generate Sample Events', () => {
  it('creates 15 free events over the next 30 days with 50–200 seats, counted and in My Feed', async () => {
    const run = await runTool(admin, 'generate-events', NOW);
    expect(run.result).toEqual({ created: SAMPLE_EVENTS });
    const events = await listActiveEventsFrom(ALL_DATES);
    expect(events).toHaveLength(SAMPLE_EVENTS);
    const today = todayInState('AZ', NOW);
    for (const e of events) {
      expect(e).toMatchObject({ chapterId: chapter.id, priceCents: 0, status: 'active', createdBy: admin.sub });
      expect(e.date > today && e.date <= addCalendarDays(today, SAMPLE_DAYS)).toBe(true);
      expect(e.maxAttendees).toBeGreaterThanOrEqual(SAMPLE_CAPACITY[0]);
      expect(e.maxAttendees).toBeLessThanOrEqual(SAMPLE_CAPACITY[1]);
    }
    expect((await readStats('2031-04-10')).activeEvents).toBe(SAMPLE_EVENTS);
    const feed = (await readChapterWithSummaries(chapter.id))!.summaries.nextEvents;
    expect(feed.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
  });
});

describe('Fix All Event Locations', () => {
  it('adds the city and state to a location that lacks them; keeps one that names the city', () => {
    const place = { city: 'Tempe', state: 'AZ' };
    expect(fixedLocation('Basement, Phoenix', place, 'Sigma Sample')).toBe('Basement, Tempe, AZ');
    expect(fixedLocation('', place, 'Sigma Sample')).toBe('Sigma Sample chapter house, Tempe, AZ');
    expect(fixedLocation('12 Greek Row, tempe', place, 'Sigma Sample')).toBeUndefined();
  });

  it('fixes the event and its My Feed summary together', async () => {
    const [event] = await listActiveEventsFrom(ALL_DATES);
    // Break one event's location the way old data had it.
    await updateItem({ Key: keys.partyEvent.item(event!.id), UpdateExpression: 'SET #l = :l', ExpressionAttributeNames: { '#l': 'location' }, ExpressionAttributeValues: { ':l': 'The Barn' } });
    const run = await runTool(admin, 'fix-event-locations', NOW);
    expect(run.result).toEqual({ fixed: 1, events: SAMPLE_EVENTS });
    expect((await getPartyEvent(event!.id))?.location).toBe('The Barn, Tempe, AZ');
    const summary = (await readChapterWithSummaries(chapter.id))!.summaries.nextEvents.find((e) => e.id === event!.id);
    expect(summary?.location).toBe('The Barn, Tempe, AZ');
  });
});

describe('Clear All Events', () => {
  it('deletes every event with its counters and its place in My Feed', async () => {
    const run = await runTool(admin, 'clear-events', NOW);
    expect(run.result).toEqual({ deleted: SAMPLE_EVENTS });
    expect(await listActiveEventsFrom(ALL_DATES)).toEqual([]);
    expect((await readStats('2031-04-10')).activeEvents).toBe(0);
    expect((await readChapterWithSummaries(chapter.id))!.summaries.nextEvents).toEqual([]);
  });
});
