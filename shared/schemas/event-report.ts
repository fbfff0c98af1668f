/**
 * The event report a host chapter files after the party, and the reason the
 * Greek-life office gives to open an event's entry log: one schema each for
 * the form and the route.
 */
import * as z from 'zod/mini';
import { EVENT_REPORT_ATTENDANCE_MAX, EVENT_REPORT_TEXT_MAX } from '../event-report';
import { plainText } from './common';

export const INCIDENT_TEXT_REQUIRED = 'Say what happened when there was an incident';

export const eventReportSchema = z
  .object({
    attendance: z.number({ error: 'Attendance must be a whole number' }).check(
      z.int('Attendance must be a whole number'),
      z.gte(0, `Attendance must be between 0 and ${EVENT_REPORT_ATTENDANCE_MAX}`),
      z.lte(EVENT_REPORT_ATTENDANCE_MAX, `Attendance must be between 0 and ${EVENT_REPORT_ATTENDANCE_MAX}`),
    ),
    incident: z.boolean({ error: 'Say whether there was an incident' }),
    text: z.string({ error: 'Text must be text' }).check(
      z.trim(),
      z.maxLength(EVENT_REPORT_TEXT_MAX, `Text must be at most ${EVENT_REPORT_TEXT_MAX} characters`),
      plainText('Text', { multiline: true }),
    ),
  })
  .check(
    z.refine((r) => !r.incident || r.text.length > 0, { error: INCIDENT_TEXT_REQUIRED, path: ['text'] }),
  );
export type EventReportInput = z.infer<typeof eventReportSchema>;

/** Bounds of the reason the office gives to open an entry log. */
export const ENTRY_LOG_REASON = { min: 3, max: 300 } as const;

export const entryLogReasonSchema = z.object({
  reason: z.string({ error: 'Give a reason' }).check(
    z.trim(),
    z.minLength(ENTRY_LOG_REASON.min, `The reason must be ${ENTRY_LOG_REASON.min} to ${ENTRY_LOG_REASON.max} characters`),
    z.maxLength(ENTRY_LOG_REASON.max, `The reason must be ${ENTRY_LOG_REASON.min} to ${ENTRY_LOG_REASON.max} characters`),
    plainText('Reason'),
  ),
});
