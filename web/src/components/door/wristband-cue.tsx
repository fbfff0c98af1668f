import { Ban, IdCard, Wine } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgeBand } from '../../../../shared/age';
import { cn } from '../../lib/cn';

/** Each cue in words, with its own icon and colour (never colour alone). */
const CUES: Record<AgeBand, { text: string; icon: ReactNode; tone: string }> = {
  '21+': { text: '21+ — wristband', icon: <Wine aria-hidden="true" />, tone: 'border-violet-600 bg-violet-50 text-violet-900' },
  under21: { text: 'Under 21 — no wristband', icon: <Ban aria-hidden="true" />, tone: 'border-amber-500 bg-amber-50 text-amber-900' },
  unknown: { text: 'Age not given — check ID', icon: <IdCard aria-hidden="true" />, tone: 'border-sky-600 bg-sky-50 text-sky-900' },
};

/** The reminder shown with every cue: the platform only repeats what the student said. */
export const ID_CHECK_REMINDER = 'Checking ID is up to the door staff: this cue only repeats the date of birth the student gave.';

/**
 * The wristband cue of a granted entry to an event with alcohol (age-limited events):
 * the holder's age band on the event's day, as the API answered it.
 */
export function WristbandCue({ band }: { band: AgeBand }) {
  const cue = CUES[band];
  return (
    <div className={cn('mt-3 rounded-lg border-2 p-3', cue.tone)} data-testid="wristband-cue" data-band={band}>
      <p className="flex items-center gap-2 text-lg font-bold [&>svg]:size-6 [&>svg]:shrink-0">
        {cue.icon}
        {cue.text}
      </p>
      <p className="mt-1 text-sm">{ID_CHECK_REMINDER}</p>
    </div>
  );
}
