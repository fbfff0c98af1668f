/**
 * The Greek-life office's view of its school: every party event of the
 * school's chapters, past and ahead, whatever its status, by date then time.
 * One Query for the chapters, one per chapter for its events.
 */
import { officeDenial, type OfficeStanding } from '../../shared/authz';
import type { OfficeEventRow, OfficeEventsResponse } from '../../shared/api/types';
import { listChaptersOfSchool } from '../domains/catalog/organizations/chapters';
import { vendorCounts } from '../domains/catalog/party-events/vendor-blockers';
import { listAllChapterEvents, type PartyEvent } from '../domains/catalog/party-events/party-events';

function toRow(event: PartyEvent): OfficeEventRow {
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    time: event.time,
    chapterId: event.chapterId,
    chapterName: [event.letters, event.organizationName].filter(Boolean).join(' '),
    status: event.status,
    guestCount: event.ticketsSold,
    monitorsNamed: event.soberMonitors?.length ?? 0,
    ...vendorCounts(event),
  };
}

export async function listOfficeEvents(office: OfficeStanding): Promise<OfficeEventsResponse> {
  const chapters = await listChaptersOfSchool(office.schoolId);
  const perChapter = await Promise.all(chapters.map((chapter) => listAllChapterEvents(chapter.id)));
  // A chapter is listed at its school; each event carries the school it was created at, and only those of this office's show.
  const events = perChapter.flat().filter((event) => officeDenial(office, event.schoolId) === null);
  const rows = events.map(toRow).sort((a, b) => `${a.date}#${a.time}#${a.id}`.localeCompare(`${b.date}#${b.time}#${b.id}`));
  return { schoolId: office.schoolId, schoolName: office.schoolName, events: rows };
}
