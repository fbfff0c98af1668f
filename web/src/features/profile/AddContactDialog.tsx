import { type FormEvent, useState } from 'react';
import { emailField, normalizePhone, phoneField } from '../../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import type { ContactKind } from '../../lib/auth/cognito';
import { loadAuth } from '../../lib/auth/load';
import { toast } from '../../lib/toast';
import { CodeStep } from '../../components/code-step';
import { errorText, toastVerificationFailed } from '../../lib/auth/auth-flow';
import { TextField } from '../../components/form-fields';

const WORDS = {
  email: { add: 'Add Email', verify: 'Verify Your Email', field: 'Email', added: 'Email added', noun: 'email' },
  phone: { add: 'Add Phone Number', verify: 'Verify Your Phone', field: 'Phone number', added: 'Phone number added', noun: 'phone number' },
} as const;

/** The address as Cognito takes it, or the schema's message. */
function parseContact(kind: ContactKind, raw: string): { value: string } | { error: string } {
  const result = (kind === 'email' ? emailField : phoneField).safeParse(raw);
  if (!result.success) return { error: result.error.issues[0]?.message ?? 'Invalid value' };
  return { value: kind === 'phone' ? normalizePhone(result.data) : result.data };
}

/**
 * Add Email (for someone who signed up by phone) or Add Phone Number (by
 * e-mail), from the account menu: the address, then the 6-digit code Cognito
 * sends to it. Only a verified address becomes the account's; the session is
 * then refreshed, so the menu shows it.
 */
export function AddContactDialog({ kind, open, onOpenChange }: { kind: ContactKind; open: boolean; onOpenChange: (open: boolean) => void }) {
  const words = WORDS[kind];
  const [raw, setRaw] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    onOpenChange(false);
    setSentTo(null);
    setRaw('');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseContact(kind, raw);
    if ('error' in parsed) {
      toast.error('Validation Error', { description: parsed.error });
      return;
    }
    setBusy(true);
    try {
      const auth = await loadAuth();
      await auth.addContact(kind, parsed.value);
      setSentTo(parsed.value);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    const auth = await loadAuth();
    try {
      await auth.confirmContact(kind, code);
    } catch (error) {
      if ((error as Error).name === 'AliasExistsException') toast.error(`This ${words.noun} is already registered to another account.`);
      else toastVerificationFailed(error);
      throw error;
    }
    toast.success(words.added, { description: sentTo ?? undefined });
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent title={words.add}>
        {sentTo ? (
          <CodeStep
            title={words.verify}
            description={`Enter the 6-digit code we sent to ${sentTo}`}
            backLabel="Back"
            onBack={() => setSentTo(null)}
            onResend={async () => (await loadAuth()).resendContactCode(kind)}
            onVerify={verify}
          />
        ) : (
          <form onSubmit={(e) => void send(e)} noValidate className="space-y-4">
            <TextField
              label={words.field}
              type={kind === 'email' ? 'email' : 'tel'}
              autoComplete={kind === 'email' ? 'email' : 'tel'}
              placeholder={kind === 'email' ? 'you@university.edu' : '+15551234567'}
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              autoFocus
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Sending code...' : 'Send Code'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
