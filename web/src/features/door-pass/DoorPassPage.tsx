import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
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
import { scanWithDoorPass } from './api';
import { PinForm } from './PinForm';

/**
 * `/door/:passId` (issue 12): a volunteer's scan-only screen. The PIN opens
 * the pass on this device; then a code field and the camera, the answer of
 * each scan, and nothing else — no event list, no guests, no menu. A refused
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

function PassScanner({ pass, onRefused }: { pass: StoredDoorPass; onRefused: (message: string | null) => void }) {
  const [qrCode, setQrCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const codeField = useRef<HTMLInputElement>(null);

  const scan = async (code: string) => {
    if (busy || !code.trim()) return;
    setBusy(true);
    try {
      const result = await scanWithDoorPass(pass.passId, pass.token, code);
      setOutcome({ valid: result.valid, message: result.message, holderName: result.ticket?.holderName, wristband: result.wristband });
      signalScan(result.valid);
    } catch (error) {
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
        <ScanForm qrCode={qrCode} onQrCode={setQrCode} onScan={(code) => void scan(code)} busy={busy} codeField={codeField} />
      </Card>
      <ValidationResult outcome={outcome} />
      <p className="text-sm text-slate-600">The ID check at the door is yours: the wristband cue only says what the guest told us.</p>
      <Button type="button" variant="ghost" onClick={() => onRefused(null)}>
        <LogOut aria-hidden="true" />
        Close the Door Pass
      </Button>
    </>
  );
}
