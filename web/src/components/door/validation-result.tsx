import { CheckCircle2, XCircle } from 'lucide-react';
import type { AgeBand } from '../../../../shared/age';
import { cn } from '../../lib/cn';
import { WristbandCue } from './wristband-cue';

/** The last scan's outcome: "Valid Ticket" / "Invalid Ticket" with the server's message. */
export interface ScanOutcome {
  valid: boolean;
  message: string;
  holderName?: string | null;
  /** The wristband cue of an event with alcohol (the holder's age band). */
  wristband?: AgeBand;
  /** An exit scan (live headcount): titled as such. */
  exit?: boolean;
}

/**
 * The result card (docs/spec/leader-admin-side.md §2): words and an icon as well as colour, in a
 * live region so a screen reader announces each scan.
 */
export function ValidationResult({ outcome }: { outcome: ScanOutcome | null }) {
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="validation-result">
      {outcome ? (
        <div
          className={cn(
            'flex items-start gap-4 rounded-xl border-2 p-5',
            outcome.valid ? 'border-emerald-500 bg-emerald-50 text-emerald-900' : 'border-red-500 bg-red-50 text-red-900',
          )}
        >
          {outcome.valid ? (
            <CheckCircle2 className="size-10 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : (
            <XCircle className="size-10 shrink-0 text-red-600" aria-hidden="true" />
          )}
          <div>
            <p className="text-xl font-bold">{outcome.valid ? (outcome.exit ? 'Exit Recorded' : 'Valid Ticket') : 'Invalid Ticket'}</p>
            <p className="mt-1">{outcome.message}</p>
            {outcome.holderName ? <p className="mt-1 text-sm opacity-80">Holder: {outcome.holderName}</p> : null}
            {outcome.valid && outcome.wristband ? <WristbandCue band={outcome.wristband} /> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
