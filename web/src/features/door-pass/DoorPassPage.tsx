import { LogOut } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ValidationResult, type ScanOutcome } from '../../components/door/ValidationResult';
import { signalScan } from '../../components/door/scan-signal';
import { ScanForm } from '../../components/door/ScanForm';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { ApiError } from '../../lib/api';
import { clearDoorPass, readDoorPass, saveDoorPass, type StoredDoorPass } from '../../lib/door-pass-session';
import { serverMessage } from '../../lib/server-message';
import { DirectionToggle } from '../../components/door/DirectionToggle';
import { DoorStatus } from '../../components/door/DoorStatus';
import type { Direction } from '../../lib/offline-door/decide-offline';
import { createDoorStore } from '../../lib/offline-door/door-store';
import { keepLoadedAssets } from '../../lib/offline-door/keep-assets';
import { useOfflineDoor } from '../../lib/offline-door/use-offline-door';
import { passDoor, scanWithDoorPass } from './api';
import { PinForm } from './PinForm';

/**
 * `/door/:passId` (issue 12): a volunteer's scan-only screen. The PIN opens
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
/** The holder line of a pass's offline admission: the roster has no names. */
export const TICKET_CHECKED = 'Ticket ✓';

function PassScanner({ pass, onRefused }: { pass: StoredDoorPass; onRefused: (message: string | null) => void }) {
  const [qrCode, setQrCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [direction, setDirection] = useState<Direction>('entry');
  const codeField = useRef<HTMLInputElement>(null);
  // Offline door mode, as the leader's: the pass's roster on the device, offline decisions queued and synced with its token.
  const source = useMemo(() => passDoor(pass), [pass]);
  const door = useOfflineDoor(pass.event.id, source, { store: passStore });
  useEffect(() => {
    // The scanner's code fetched now, and every asset kept, so the pass reloads with the network off.
    if (door.ready) void import('../../components/door/CameraScanner').then(keepLoadedAssets).catch(() => undefined);
  }, [door.ready]);

  const decideOnDevice = async (code: string) => {
    const verdict = await door.decide(code, direction);
    const admitted = verdict.decision === 'admitted';
    setOutcome({ valid: admitted, message: verdict.message, holderName: verdict.holderName ?? (admitted ? TICKET_CHECKED : null), wristband: verdict.wristband, exit: verdict.exit });
    signalScan(admitted);
  };

  const scan = async (code: string) => {
    if (busy || !code.trim()) return;
    setBusy(true);
    try {
      if (door.ready && !door.online) {
        await decideOnDevice(code);
        return;
      }
      const result = await scanWithDoorPass(pass.passId, pass.token, code, direction);
      if (result.valid && result.ticket) (direction === 'exit' ? door.noteExit : door.noteAdmission)(result.ticket.id);
      setOutcome({ valid: result.valid, message: result.message, holderName: result.ticket?.holderName, wristband: result.wristband, exit: direction === 'exit' });
      signalScan(result.valid);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0 && door.ready) {
        await decideOnDevice(code);
        return;
      }
      signalScan(false);
      if (error instanceof ApiError && error.status === 401) {
        onRefused(error.message);
        return;
      }
      setOutcome({ valid: false, message: serverMessage(error, 'Validation failed') });
    } finally {
      setBusy(false);
      setQrCode('');
      codeField.current?.focus();
    }
  };

  return (
    <>
      <Card className="space-y-4 p-6">
        <ScanForm
          qrCode={qrCode}
          onQrCode={setQrCode}
          onScan={(code) => void scan(code)}
          busy={busy}
          codeField={codeField}
          after={<DirectionToggle value={direction} onChange={setDirection} />}
        />
      </Card>
      <ValidationResult outcome={outcome} />
      <DoorStatus door={door} />
      <p className="text-sm text-slate-600">The ID check at the door is yours: the wristband cue only says what the guest told us.</p>
      <Button type="button" variant="ghost" onClick={() => onRefused(null)}>
        <LogOut aria-hidden="true" />
        Close the Door Pass
      </Button>
    </>
  );
}
