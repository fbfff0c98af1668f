/** Response types of after the party: the host chapter's event report and the office's entry log. */
import type { EventReportState } from '../event-report';

/** A filed event report, as the chapter and the office read it. */
export interface EventReportView {
  attendance: number;
  incident: boolean;
  /** Empty when there was no incident and nothing was said. */
  text: string;
  filedAt: string;
  /** Who filed it (their name as of filing). */
  filedByName: string;
}

/** GET and POST /party-events/{id}/report: the report (null until filed), where it stands, and what the form starts from. */
export interface EventReportResponse {
  report: EventReportView | null;
  state: EventReportState;
  /** When it is due; null when none is asked for. */
  dueAt: string | null;
  /** When the event is over (a report can be filed from then). */
  overAt: string | null;
  /** The door's headcount: guests admitted, what the attendance field starts from. */
  doorAttendance: number;
}

/** One guest's entry as the door recorded it: first entry only; a 21+ band, never a date of birth. */
export interface EntryLogRow {
  name: string;
  enteredAt: string;
  /** Admitted by scanning their code, or found by name after an ID check. */
  admittedBy: 'code' | 'idCheck';
  ageBand: '21+' | 'Under 21' | 'Not given';
}

/** POST /office/events/{id}/entry-log: the event's entries, by time (opening it is audited with its reason). */
export interface EntryLogResponse {
  eventId: string;
  title: string;
  entries: EntryLogRow[];
}
