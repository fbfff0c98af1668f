import { useQueryClient } from '@tanstack/react-query';
import { DoorClosed, DoorOpen, Users } from 'lucide-react';
import { useEffect } from 'react';
import type { DoorHeadcount } from '../../../../shared/api/types';
import { withCrossingsSince, type CrossingsSince } from '../../../../shared/door-headcount';
import { DoorCounts } from '../../components/door/door-counts';
import { cn } from '../../lib/cn';
import { storeHeadcount, useDoorHeadcount } from './api';

/**
 * "Inside now" against capacity (the live headcount), polled every few seconds so
 * other doors' scans show, and replaced at once by each scan's own count.
 * Online, this device's scans waiting to sync (`unsynced`) are added until a
 * sync's count takes them. Off the server (`offline`), it is the count the
 * device decides by: the last one the server gave it, plus its own entries,
 * exits and monitor check-ins since. Says so, in words and colour, when the
 * room is full or waits for a sober monitor. With several doors, each door's
 * entries and exits as the last poll gave them.
 */
export function Headcount({
  eventId,
  latest,
  unsynced,
  offline,
}: {
  eventId: string;
  latest: DoorHeadcount | undefined;
  unsynced: CrossingsSince;
  offline: DoorHeadcount | null;
}) {
  const queryClient = useQueryClient();
  const live = useDoorHeadcount(eventId);
  useEffect(() => {
    if (latest) storeHeadcount(queryClient, eventId, latest);
  }, [latest, eventId, queryClient]);
  const count = offline ?? (live.data ? withCrossingsSince(live.data, unsynced) : null);
  if (!count) return null;
  return (
    <div
      role="status"
      aria-label="Headcount"
      className={cn('flex items-center gap-4 rounded-xl border-2 p-4', count.full ? 'border-red-500 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900')}
    >
      {count.full ? <DoorClosed className="size-8 shrink-0" aria-hidden="true" /> : <Users className="size-8 shrink-0 text-slate-500" aria-hidden="true" />}
      <div className="flex-1">
        <p className="text-2xl font-bold">
          {count.insideNow} / {count.limit} inside now
        </p>
        {count.limit < count.capacity || count.monitorsIn > 0 ? (
          <p className="text-sm">
            {count.monitorsIn} sober monitor{count.monitorsIn === 1 ? '' : 's'} checked in · limit {count.limit} of capacity {count.capacity}
          </p>
        ) : null}
        {count.needsMonitor ? (
          <p className="font-semibold">Another sober monitor must check in</p>
        ) : count.full ? (
          <p className="font-semibold">Room full: no entry until someone leaves</p>
        ) : (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <DoorOpen className="size-4" aria-hidden="true" /> {count.entries} entries · {count.exits} exits · peak {count.peakInside}
          </p>
        )}
        <DoorCounts byDoor={live.data?.byDoor} />
      </div>
    </div>
  );
}
