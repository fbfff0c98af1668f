import { CalendarX } from 'lucide-react';
import { RSVPS_CLOSED } from '../../../shared/event-over';
import { labelOf } from '../../../shared/labels';
import type { RsvpStatus } from '../../../shared/limits';

/**
 * In place of the RSVP buttons once the event is over (the API refuses a
 * change then): says so, and what the viewer had answered.
 */
export function RsvpsClosed({ current }: { current: RsvpStatus | null }) {
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <CalendarX className="size-4 text-slate-500" aria-hidden="true" /> {RSVPS_CLOSED}
      </p>
      {current ? <p>Your RSVP: {labelOf('rsvpStatus', current)}</p> : null}
    </div>
  );
}
