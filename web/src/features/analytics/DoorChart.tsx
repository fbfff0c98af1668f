import { DoorOpen } from 'lucide-react';
import type { EventAnalyticsResponse } from '../../../../shared/api/types';
import { formatInstantTimeInState } from '../../../../shared/dates';
import { DoorCounts } from '../../components/door/door-counts';
import { Card } from '../../components/ui/card';
import { Bar } from './Bar';

/**
 * The door (live headcount): peak inside, inside now against
 * capacity, the counts per door, and entries per 15 minutes at the venue's
 * clock, as plain CSS bars that read as a table to assistive tech.
 */
export function DoorChart({ door, state }: { door: EventAnalyticsResponse['door']; state: string }) {
  const max = Math.max(1, ...door.entriesPer15Minutes.map((q) => q.entries));
  return (
    <Card className="p-5">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <DoorOpen className="size-5 text-violet-600" aria-hidden="true" />
        Door
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            ['Peak inside', String(door.peakInside)],
            ['Inside now', `${door.insideNow} of ${door.capacity}`],
            ['Entries', String(door.entries)],
            ['Exits', String(door.exits)],
            // Party paperwork: the sober monitors checked in, and how many they let in now.
            ['Sober monitors in', String(door.monitorsIn)],
            ['Current limit', String(door.limit)],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <DoorCounts byDoor={door.byDoor} />
      {door.entriesPer15Minutes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No entries yet.</p>
      ) : (
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Entries per 15 minutes</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">From</th>
              <th scope="col">Entries</th>
            </tr>
          </thead>
          <tbody>
            {door.entriesPer15Minutes.map((q) => (
              <tr key={q.start}>
                <th scope="row" className="w-24 py-1 pr-3 text-left font-normal text-slate-600">
                  {formatInstantTimeInState(q.start, state)}
                </th>
                <td className="py-1">
                  <Bar value={q.entries} max={max} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
