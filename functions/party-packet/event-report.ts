/**
 * The event report after the party: the host chapter's leaders (those who
 * create its events) file it once the event is over, once — a second filing
 * is refused, never an amendment, so what the office read stays what was
 * filed. Its members read it beside the analytics. A report filed after its
 * deadline is still taken (the office then sees it filed, at its time).
 */
import type { EventReportResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { eventOverAt } from '../../shared/event-over';
import { EVENT_REPORT_MESSAGES, eventReportDueAt, eventReportState } from '../../shared/event-report';
import type { EventReportInput } from '../../shared/schemas/event-report';
import { fileEventReport as writeReport, readEventWithReport, type EventReportRecord } from '../domains/catalog/party-packet/event-reports';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import type { SessionHolder } from '../domains/people/session-fence';
import { requireChapterAccess } from '../lib/access';
import { unauthorized } from '../lib/auth';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { EVENT_NOT_FOUND } from './paperwork';

function answer(event: PartyEvent, report: EventReportRecord | undefined, now: Date): EventReportResponse {
  const { attendance, incident, text, filedAt, filedByName } = report ?? {};
  return {
    report: report ? { attendance: attendance!, incident: incident!, text: text!, filedAt: filedAt!, filedByName: filedByName! } : null,
    state: eventReportState(event, Boolean(report), now),
    dueAt: eventReportDueAt(event)?.toISOString() ?? null,
    overAt: eventOverAt(event)?.toISOString() ?? null,
    doorAttendance: event.checkedIn,
  };
}

/** GET /party-events/{id}/report: the report and where it stands, for the event's chapter (one BatchGet after the standing). */
export async function getEventReport(eventId: string, standing: Standing, now: Date): Promise<EventReportResponse> {
  const { event, report } = await readEventWithReport(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('viewAnalytics', standing, event.chapterId);
  return answer(event, report, now);
}

/** POST /party-events/{id}/report: files it once, after the end, when the event's rules ask for one (the standing, one BatchGet, one transaction). */
export async function fileEventReport(eventId: string, standing: Standing, caller: SessionHolder, input: EventReportInput, now: Date): Promise<EventReportResponse> {
  const { event, report, profile: filer } = await readEventWithReport(eventId, caller.sub);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('createEvent', standing, event.chapterId);
  if (eventReportDueAt(event) === null) throw badRequest(event.status === 'cancelled' ? EVENT_REPORT_MESSAGES.cancelled : EVENT_REPORT_MESSAGES.notAsked);
  if (eventReportState(event, false, now) === 'notYet') throw badRequest(EVENT_REPORT_MESSAGES.notOver);
  if (report) throw new HttpError(409, EVENT_REPORT_MESSAGES.alreadyFiled);
  const record: EventReportRecord = {
    eventId,
    attendance: input.attendance,
    incident: input.incident,
    text: input.text,
    filedAt: now.toISOString(),
    filedBy: caller.sub,
    filedByName: filer?.fullName || filer?.email || 'A chapter leader',
  };
  const written = await writeReport(event, record, caller);
  if (written === 'already') throw new HttpError(409, EVENT_REPORT_MESSAGES.alreadyFiled);
  if (written === 'gone') throw notFound(EVENT_NOT_FOUND);
  if (written === 'account') throw unauthorized();
  return answer(event, record, now);
}
