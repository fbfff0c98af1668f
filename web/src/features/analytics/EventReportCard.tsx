import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import type { EventReportResponse } from '../../../../shared/api/types';
import { formatInstantInState } from '../../../../shared/dates';
import { TextAreaField, TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { Detail } from './Detail';
import { useEventReport, useFileEventReport } from './api';

/**
 * The event report after the party, on the analytics of an event whose
 * school asks for one: when it can be filed and when it is due; once the
 * event is over, a form (attendance from the door's headcount, any
 * incident); once filed, the report as filed (it is filed once).
 */
export function EventReportCard({ eventId, state }: { eventId: string; state: string }) {
  const report = useEventReport(eventId);
  const r = report.data;
  return (
    <Card role="region" className="p-5" aria-label="Event report">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ClipboardCheck className="size-5 text-violet-600" aria-hidden="true" />
        Event Report
      </h2>
      {report.isError && <p className="text-sm text-red-700">{serverMessage(report.error, 'Failed to load the event report')}</p>}
      {report.isPending && (
        <p role="status" className="text-sm text-slate-500">
          Loading…
        </p>
      )}
      {r && <ReportBody eventId={eventId} state={state} r={r} />}
    </Card>
  );
}

function ReportBody({ eventId, state, r }: { eventId: string; state: string; r: EventReportResponse }) {
  const when = (iso: string | null) => (iso ? formatInstantInState(iso, state) : '');
  if (r.report)
    return (
      <dl className="space-y-1 text-sm">
        <Detail term="Attendance" value={String(r.report.attendance)} />
        <Detail term="Incident" value={r.report.incident ? 'Yes' : 'No'} />
        {r.report.text && <Detail term="What happened" value={r.report.text} />}
        <Detail term="Filed" value={`${when(r.report.filedAt)} by ${r.report.filedByName}`} />
      </dl>
    );
  if (r.state === 'none') return <p className="text-sm text-slate-600">No event report is asked for this event.</p>;
  if (r.state === 'notYet') return <p className="text-sm text-slate-600">The report can be filed once the event is over ({when(r.overAt)}); it is due by {when(r.dueAt)}.</p>;
  return (
    <>
      <p className={r.state === 'missing' ? 'mb-2 text-sm font-semibold text-red-700' : 'mb-2 text-sm text-slate-600'}>
        {r.state === 'missing' ? `Overdue: it was due by ${when(r.dueAt)}.` : `Due by ${when(r.dueAt)}.`}
      </p>
      <ReportForm eventId={eventId} doorAttendance={r.doorAttendance} />
    </>
  );
}

function ReportForm({ eventId, doorAttendance }: { eventId: string; doorAttendance: number }) {
  const [attendance, setAttendance] = useState(String(doorAttendance));
  const [incident, setIncident] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const file = useFileEventReport(eventId, {
    onSuccess: () => toast.success('Event report filed'),
    onError: (e) => setError(serverMessage(e, 'Failed to file the event report')),
  });
  const submit = async () => {
    // The API's schema, with zod, loads when the report is filed rather than with the analytics.
    const { eventReportSchema } = await import('../../../../shared/schemas/event-report');
    const parsed = eventReportSchema.safeParse({ attendance: attendance.trim() === '' ? Number.NaN : Number(attendance), incident, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid report');
      return;
    }
    setError(null);
    file.mutate(parsed.data);
  };
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField label="Attendance" type="number" min={0} hint="From the door's headcount: correct it if needed." value={attendance} onChange={(e) => setAttendance(e.target.value)} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Any incident?</legend>
        <div className="mt-1 flex gap-4 text-sm text-slate-700">
          {([false, true] as const).map((value) => (
            <label key={String(value)} className="flex items-center gap-2">
              <input type="radio" name="incident" className="size-4 accent-violet-600" checked={incident === value} onChange={() => setIncident(value)} />
              {value ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField label="What happened" optional={!incident} value={text} onChange={(e) => setText(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={file.isPending}>
        {file.isPending ? 'Filing...' : 'File Report'}
      </Button>
    </form>
  );
}
