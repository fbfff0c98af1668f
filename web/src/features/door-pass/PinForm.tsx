import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { serverMessage } from '../../lib/server-message';
import type { StoredDoorPass } from '../../lib/door-pass-session';
import { openDoorPass } from './api';

/** The PIN the organizer gave, exchanged for the pass's token. */
export function PinForm({ passId, notice, onOpened }: { passId: string; notice: string | null; onOpened: (pass: StoredDoorPass) => void }) {
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice);
  const fieldId = useId();
  return (
    <Card className="space-y-4 p-6">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          openDoorPass(passId, pin)
            .then((session) => onOpened({ ...session, passId }))
            .catch((err: unknown) => setError(serverMessage(err, 'The door pass could not be opened')))
            .finally(() => setBusy(false));
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={fieldId}>PIN</Label>
          <Input
            id={fieldId}
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6 digits from the organizer"
            autoFocus
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          <KeyRound aria-hidden="true" />
          {busy ? 'Opening...' : 'Open the Door Pass'}
        </Button>
      </form>
    </Card>
  );
}
