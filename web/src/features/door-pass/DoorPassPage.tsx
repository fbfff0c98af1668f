import { LogOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ValidationResult } from '../../components/door/validation-result';
import { useDoorScan } from '../../components/door/use-door-scan';
import { ScanForm } from '../../components/door/scan-form';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { ApiError } from '../../lib/api';
import { clearDoorPass, readDoorPass, saveDoorPass, type StoredDoorPass } from '../../lib/door-pass-session';
import { serverMessage } from '../../lib/server-message';
import { DoorStatus } from '../../components/door/door-status';
import { createDoorStore } from '../../lib/offline-door/door-store';
import { useOfflineDoor } from '../../lib/offline-door/use-offline-door';
import { passDoor, scanWithDoorPass } from './api';
import { PinForm } from './PinForm';

/**
 * `/door/:passId`, a door pass for volunteers: a volunteer's scan-only screen. The PIN opens
 * the pass on this device; then a code field and the camera, the answer of
 * each scan, and nothing else — no event list, no guests, no menu. Like the
 * leader's door it works offline: its roster (no names) kept on the device,
 * scans decided there and synced when the network returns. A refused
 * token (revoked, expired) closes the pass at once and asks for the PIN.
 */
export function DoorPassPage() {
  const { passId = '' } = useParams();
  const [pass, setPass] = useState<StoredDoorPass | null>(() => {
    const stored = readDoorPass();
    return stored?.passId === passId ? stored : null;
  });
  const [notice, setNotice] = useState<string | null>(null);

  const close = (message: string | null) => {
    clearDoorPass();
    setNotice(message);
    setPass(null);
  };

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <PageTitle title="Door Pass" />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{pass ? pass.event.title : 'Door Pass'}</h1>
        <p className="text-slate-600">{pass ? `${pass.label} · scanning tickets of this event only` : 'Enter the PIN the organizer gave you.'}</p>
      </header>
      {pass ? (
        <PassScanner pass={pass} onRefused={close} />
      ) : (
        <PinForm
          passId={passId}
          notice={notice}
          onOpened={(opened) => {
            saveDoorPass(opened);
            setPass(opened);
          }}
        />
      )}
    </main>
  );
}

/** A device's own store for passes: never mixed with a leader's roster (which has names) on a shared device. */
const passStore = createDoorStore(localStorage, undefined, 'door-pass:');
/** The holder line of a pass's admission, online as offline: a pass sees no guest's name. */
export const TICKET_CHECKED = 'Ticket ✓';

function PassScanner({ pass, onRefused }: { pass: StoredDoorPass; onRefused: (message: string | null) => void }) {
  // Offline door mode, as the leader's: the pass's roster on the device, offline decisions queued and synced with its token.
  const source = useMemo(() => passDoor(pass), [pass]);
  const door = useOfflineDoor(pass.event.id, source, { store: passStore });
  const scanner = useDoorScan(door, {
    send: (code, direction, request) => scanWithDoorPass(pass.passId, pass.token, code, direction, request),
    unnamedHolder: TICKET_CHECKED,
    onFailure: (error, show) => {
      // A refused token (revoked, expired): the pass closes at once.
      if (error instanceof ApiError && error.status === 401) onRefused(error.message);
      else show({ valid: false, message: serverMessage(error, 'Validation failed') });
    },
  });

  return (
    <>
      <ScanForm scanner={scanner} />
      <ValidationResult outcome={scanner.outcome} />
      <DoorStatus door={door} />
      <p className="text-sm text-slate-600">The ID check at the door is yours: the wristband cue only says what the guest told us.</p>
      <Button type="button" variant="ghost" onClick={() => onRefused(null)}>
        <LogOut aria-hidden="true" />
        Close the Door Pass
      </Button>
    </>
  );
}
