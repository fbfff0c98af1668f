import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { ScanOutcome } from './validation-result';

/** A code still in view (read again within this window) is the same guest: it counts once, however long it is held. */
const SAME_CODE_PAUSE_MS = 3000;
/** How long a result stays over the preview. The camera reads on meanwhile: the next guest's code replaces it. */
export const RESULT_SHOWN_MS = 1500;

/** The last result over the preview for a moment, then the preview ready for the next guest. */
function useShownOutcome(outcome: ScanOutcome | null): ScanOutcome | null {
  const [shown, setShown] = useState<ScanOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    setShown(outcome);
    const timer = setTimeout(() => setShown(null), RESULT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  return shown;
}

/**
 * The camera preview and QR decoding (a lazy chunk: qr-scanner and its
 * worker load only when a leader turns the camera on). The camera never
 * stops for a result, valid or not: each new code is handed to `onCode`
 * once, the result flashes over the preview, and the next guest's code is
 * read without a tap.
 */
export default function CameraScanner({ onCode, paused, outcome }: { onCode: (code: string) => void; paused: boolean; outcome: ScanOutcome | null }) {
  const preview = useRef<HTMLDivElement>(null);
  const onCodeRef = useRef(onCode);
  const pausedRef = useRef(paused);
  onCodeRef.current = onCode;
  pausedRef.current = paused;
  const [error, setError] = useState<string | null>(null);
  const shown = useShownOutcome(outcome);

  useEffect(() => {
    if (!preview.current) return;
    // A video of its own per scanner: a scanner stopped stops its stream a moment later on its video,
    // which must not be the next scanner's (React may run this effect again on the same element).
    const video = document.createElement('video');
    Object.assign(video, { muted: true, playsInline: true, className: 'aspect-square w-full rounded-lg bg-slate-900 object-cover' });
    video.setAttribute('aria-label', 'Camera preview');
    preview.current.prepend(video);
    let last = { code: '', at: 0 };
    const scanner = new QrScanner(
      video,
      (result) => {
        const code = result.data.trim();
        const now = Date.now();
        if (!code) return;
        const sameGuest = code === last.code && now - last.at < SAME_CODE_PAUSE_MS;
        if (code === last.code) last.at = now;
        // A new code seen while the last one is decided is read again on a later frame.
        if (sameGuest || pausedRef.current) return;
        last = { code, at: now };
        onCodeRef.current(code);
      },
      { returnDetailedScanResult: true, highlightScanRegion: true, preferredCamera: 'environment' },
    );
    scanner.start().catch(() => setError('Camera unavailable. Allow camera access or type the QR code.'));
    return () => {
      scanner.destroy();
      video.remove();
    };
  }, []);

  return (
    <div className="space-y-2">
      <div ref={preview} className="relative w-full max-w-sm">
        {shown ? (
          <p
            data-testid="camera-result"
            aria-hidden="true"
            className={cn('absolute inset-x-0 bottom-0 rounded-b-lg px-4 py-3 text-center text-lg font-bold text-white', shown.valid ? 'bg-emerald-600/90' : 'bg-red-600/90')}
          >
            {shown.valid ? (shown.exit ? 'Exit Recorded' : 'Valid Ticket') : 'Invalid Ticket'}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{shown ? 'Reading the next guest…' : "Point the camera at the ticket's QR code."}</p>
      )}
    </div>
  );
}
