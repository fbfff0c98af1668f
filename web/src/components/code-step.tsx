import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { sanitizeCode } from '../../../shared/auth-input';
import { Button } from './ui/button';
import { Input, Label } from './ui/input';
import { toast } from '../lib/toast';

/**
 * The 6-digit code screen (docs/spec/student-side.md §2, §5; docs/spec/leader-admin-side.md §2): the input keeps
 * digits only, at most 6; Verify stays disabled until 6 are there; Resend code
 * says "Code resent!"; Back returns to the form.
 */
export function CodeStep({
  title,
  description,
  backLabel,
  verifyLabel = 'Verify',
  onVerify,
  onResend,
  onBack,
}: {
  title: string;
  description: string;
  backLabel: string;
  verifyLabel?: string;
  /** Throws to keep the user here (the caller shows the toast). */
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== LIMITS.codeLength || busy) return;
    setBusy('verify');
    try {
      await onVerify(code);
    } catch {
      // The caller reported it; stay on this screen.
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await onResend();
      toast.success('Code resent!');
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={verify} className="space-y-5">
      <div className="space-y-1 text-center">
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id}>Verification code</Label>
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(sanitizeCode(e.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          code
          autoFocus
        />
      </div>
      <Button type="submit" className="w-full" disabled={code.length !== LIMITS.codeLength || busy !== null}>
        {busy === 'verify' ? 'Verifying...' : verifyLabel}
      </Button>
      <div className="flex items-center justify-between text-sm">
        <Button type="button" variant="ghost" size="sm" onClick={onBack} disabled={busy !== null}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={() => void resend()} disabled={busy !== null}>
          {busy === 'resend' ? 'Sending...' : 'Resend code'}
        </Button>
      </div>
    </form>
  );
}
