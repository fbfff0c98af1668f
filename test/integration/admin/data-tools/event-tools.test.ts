/**
 * The event actions of Seed Test Data against DynamoDB Local (a table of
 * their own): Generate Sample Events (15 free events in the next 30 days,
 * capacity 50–200, each in its chapter's My Feed), Fix All Event Locations
 * (the event and its My Feed summary together), Clear All Events (every
 * event, cancelled ones too, with its counters and dependents).
 */
import '../../../support/emulators.setup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChapterDetail, School } from '../../../../shared/api/types';
import { addCalendarDays, todayInState } from '../../../../shared/dates';
import { SAMPLE_CAPACITY, SAMPLE_DAYS, SAMPLE_EVENTS } from '../../../../functions/admin/data-tools/sample-events';
import { fixedLocation } from '../../../../functions/admin/data-tools/event-locations';
import { ALL_DATES } from '../../../../functions/admin/data-tools/tool';
import { readChapterWithSummaries } from '../../../../functions/domains/catalog/organizations/chapter-summaries';
import { getCancellationJob } from '../../../../functions/domains/ticketing/event-cancellation/cancelled-events';
import { getPartyEvent, listActiveEventsFrom, listCancelledEvents } from '../../../../functions/domains/catalog/party-events/party-events';
import { partyRsvps } from '../../../../functions/domains/catalog/party-events/party-rsvps';
import { keys } from '../../../../functions/domains/keys';
import { readStats } from '../../../../functions/domains/platform/stats';
import { readStatsBreakdown } from '../../../../functions/domains/platform/stats-breakdown';
import { updateItem } from '../../../../functions/lib/db/table';
import { invoke } from '../../../support/invoke';
import { useFreshTable } from '../../../support/table';
import { newAdmin, newUser, type TestUser } from '../../leaders/fixtures';
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
/** The month the sample events are created in (the Stats tab's events per month). */
const MONTH = '2031-04';

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
  it('deletes every event, the cancelled ones too, with their dependents, counters and place in My Feed', async () => {
    // One event is cancelled, with an RSVP made before: it left the active list, not the table nor the Stats.
    const [cancelled] = await listActiveEventsFrom(ALL_DATES);
    const guest = await newUser();
    expect((await invoke('setPartyRsvp', { claims: guest.claims, params: { id: cancelled!.id }, body: { status: 'going' } })).statusCode).toBe(200);
    expect((await invoke('adminCancelPartyEvent', { claims: admin.claims, params: { id: cancelled!.id }, body: {} })).statusCode).toBe(200);
    expect(await getCancellationJob(cancelled!.id)).toBeDefined();
    expect((await readStatsBreakdown([MONTH])).eventsByMonth.get(MONTH)).toBe(SAMPLE_EVENTS);

    const run = await runTool(admin, 'clear-events', NOW);
    expect(run.result).toEqual({ deleted: SAMPLE_EVENTS });
    expect(await listActiveEventsFrom(ALL_DATES)).toEqual([]);
    expect(await listCancelledEvents()).toEqual([]);
    expect((await invoke('getPartyEvent', { params: { id: cancelled!.id } })).statusCode).toBe(404);
    expect(await getCancellationJob(cancelled!.id)).toBeUndefined();
    expect(await partyRsvps.listOfEvent(cancelled!.id)).toEqual([]);
    expect((await readStats('2031-04-10')).activeEvents).toBe(0);
    const stats = await readStatsBreakdown([MONTH]);
    expect(stats.eventsByMonth.get(MONTH)).toBe(0);
    expect(stats.chapters.filter((c) => c.chapterId === chapter.id).map((c) => c.events)).toEqual([0]);
    expect((await readChapterWithSummaries(chapter.id))!.summaries.nextEvents).toEqual([]);
  });
});
