import { CloudOff, Wifi } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DoorFlag } from '../../../../shared/api/types';
import { cn } from '../../lib/cn';
import type { OfflineDoor } from '../../lib/offline-door/use-offline-door';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const device = (id: string | null) => (id ? `device ${id.slice(0, 4)}` : 'an online scan');

/** Why the leader is told of an offline admission. */
export const FLAG_REASONS: Record<DoorFlag, string> = {
  pastCapacity: 'let in past capacity by devices offline together',
  pastMonitorLimit: 'let in past what the sober monitors cover, by devices offline together',
  cancelled: 'let in with a ticket cancelled after the roster was refreshed',
  transferred: 'let in with a ticket transferred after the roster was refreshed',
};

/** The current time, ticking every second: the roster's age counts up on screen. */
function useSecondsClock(now: () => Date): Date {
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return at;
}

const systemNow = () => new Date();

function rosterLine(door: OfflineDoor, at: Date): string {
  if (door.refreshedAt) {
    const age = Math.max(0, Math.round((at.getTime() - Date.parse(door.refreshedAt)) / 1000));
    return `Roster refreshed at ${time(door.refreshedAt)} (${age} s ago)`;
  }
  return door.online && !door.refusal ? 'Preparing this device for offline scanning…' : 'No roster on this device: scans need the network';
}

function connectionLine(door: OfflineDoor): string {
  if (door.online) return 'Online';
  if (door.noAnswer) return 'No answer from the server: scans are checked on this device';
  return 'Offline: scans are checked on this device';
}

/**
 * The door's state, always in view once an event is chosen (the offline door):
 * online, offline or switched to the device for want of answers, scans
 * waiting to sync, how old the roster is, any ticket two devices admitted,
 * and any admission a sync flagged.
 */
export function DoorStatus({ door, now = systemNow }: { door: OfflineDoor; now?: () => Date }) {
  const at = useSecondsClock(now);
  if (!door.eventId) return null;
  return (
    <section aria-label="Door status" data-testid="door-status" className="space-y-2 rounded-xl border p-4 text-sm">
      <p className={cn('flex items-center gap-2 font-semibold', door.online ? 'text-emerald-800' : 'text-amber-800')}>
        {door.online ? <Wifi className="size-4" aria-hidden="true" /> : <CloudOff className="size-4" aria-hidden="true" />}
        {connectionLine(door)}
      </p>
      <p data-testid="door-pending">{door.pending === 1 ? '1 scan waiting to sync' : `${door.pending} scans waiting to sync`}</p>
      {door.unconfirmed > 0 ? (
        <p data-testid="door-unconfirmed" className="text-amber-800">
          {door.unconfirmed === 1 ? '1 scan not yet confirmed' : `${door.unconfirmed} scans not yet confirmed`} by the server: kept on this device and sent again shortly
        </p>
      ) : null}
      <p data-testid="door-roster">{rosterLine(door, at)}</p>
      {door.refusal ? <p data-testid="door-refusal">{door.refusal}</p> : null}
      {door.duplicates.length > 0 ? (
        <div role="alert" className="rounded-md bg-amber-50 p-2 text-amber-900">
          <p className="font-semibold">Admitted twice</p>
          <ul className="list-disc pl-5">
            {door.duplicates.map((d) => (
              <li key={d.scanId}>
                {d.holder ?? 'A guest'}: {device(d.deviceId)} at {time(d.scannedAt)}; first admitted by {device(d.kept.deviceId)}
                {d.kept.usedAt ? ` at ${time(d.kept.usedAt)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {door.flagged.length > 0 ? (
        <div role="alert" data-testid="door-flagged" className="rounded-md bg-red-50 p-2 text-red-900">
          <p className="font-semibold">Let in offline against the rules</p>
          <ul className="list-disc pl-5">
            {door.flagged.map((f) => (
              <li key={f.scanId}>
                {f.holder ?? 'A guest'}: {FLAG_REASONS[f.flag]} ({device(f.deviceId)} at {time(f.scannedAt)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
