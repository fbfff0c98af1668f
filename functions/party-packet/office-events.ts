/**
 * The Greek-life office's view of its school: every party event of the
 * school's chapters, past and ahead, whatever its status, by date then time.
 * One Query for the chapters, one per chapter for its events, one BatchGet
 * of the event reports asked for (filed, due, or missing past their deadline).
 */
import { officeDenial, type OfficeStanding } from '../../shared/authz';
import { eventReportDueAt, eventReportState } from '../../shared/event-report';
import { monitorsRequired, ratioOf, rulesOf } from '../../shared/school-deadlines';
import type { OfficeEventRow, OfficeEventsResponse } from '../../shared/api/types';
import { listChaptersOfSchool } from '../domains/catalog/organizations/chapters';
import { vendorCounts } from '../domains/catalog/party-events/vendor-blockers';
import { vendorSummaries } from '../domains/catalog/party-packet/packet-vendors';
import { listAllChapterEvents, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { approvalBlockers } from '../domains/catalog/party-events/approval-blockers';
import { readEventReports } from '../domains/catalog/party-packet/event-reports';

/** One event as the office's list shows it, with whether its report is filed, at `now`. */
export function toOfficeRow(event: PartyEvent, filed: boolean, now: Date): OfficeEventRow {
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    time: event.time,
    chapterId: event.chapterId,
    chapterName: [event.letters, event.organizationName].filter(Boolean).join(' '),
    status: event.status,
    review: event.review ?? null,
    late: event.lateRegistration === true,
    guestCount: event.ticketsSold,
    monitorsNamed: event.soberMonitors?.length ?? 0,
    monitorsRequired: event.officeRules ? monitorsRequired(ratioOf(rulesOf(event.officeRules)), event.maxAttendees) : null,
    blockers: event.status === 'inReview' ? approvalBlockers(event) : [],
    state: event.state,
    report: { state: eventReportState(event, filed, now), dueAt: eventReportDueAt(event)?.toISOString() ?? null },
    ...vendorCounts(event),
    ...(event.vendors?.length ? { vendorList: vendorSummaries(event.vendors) } : {}),
  };
}

/** The events' rows, with their reports' state at `now` (the reports asked for are one BatchGet). */
export async function listOfficeEvents(office: OfficeStanding, now: Date): Promise<OfficeEventsResponse> {
  const chapters = await listChaptersOfSchool(office.schoolId);
  const perChapter = await Promise.all(chapters.map((chapter) => listAllChapterEvents(chapter.id)));
  // A chapter is listed at its school; each event carries the school it was created at, and only those of this office's show.
  const events = perChapter.flat().filter((event) => officeDenial(office, event.schoolId) === null);
  const filed = await readEventReports(events.filter((e) => eventReportDueAt(e) !== null).map((e) => e.id));
  const rows = events.map((e) => toOfficeRow(e, filed.has(e.id), now)).sort((a, b) => `${a.date}#${a.time}#${a.id}`.localeCompare(`${b.date}#${b.time}#${b.id}`));
  const reportsMissing = rows.filter((r) => r.report.state === 'missing').length;
  return { schoolId: office.schoolId, schoolName: office.schoolName, events: rows, reportsMissing };
}
