import { CloudOff, Wifi } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { OfflineDoor } from '../../lib/offline-door/use-offline-door';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const device = (id: string | null) => (id ? `device ${id.slice(0, 4)}` : 'an online scan');

/**
 * The door's state, always in view once an event is chosen (the offline door):
 * online or offline, scans waiting to sync, when the roster was refreshed,
 * and any ticket two devices admitted.
 */
export function DoorStatus({ door }: { door: OfflineDoor }) {
  if (!door.eventId) return null;
  return (
    <section aria-label="Door status" data-testid="door-status" className="space-y-2 rounded-xl border p-4 text-sm">
      <p className={cn('flex items-center gap-2 font-semibold', door.online ? 'text-emerald-800' : 'text-amber-800')}>
        {door.online ? <Wifi className="size-4" aria-hidden="true" /> : <CloudOff className="size-4" aria-hidden="true" />}
        {door.online ? 'Online' : 'Offline: scans are checked on this device'}
      </p>
      <p data-testid="door-pending">{door.pending === 1 ? '1 scan waiting to sync' : `${door.pending} scans waiting to sync`}</p>
      <p data-testid="door-roster">
        {door.refreshedAt ? `Roster refreshed at ${time(door.refreshedAt)}` : door.online && !door.refusal ? 'Preparing this device for offline scanning…' : 'No roster on this device: scans need the network'}
      </p>
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
    </section>
  );
}
