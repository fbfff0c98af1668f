import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';

/** The same code in front of the camera is decoded many times a second; it counts once per this window. */
const SAME_CODE_PAUSE_MS = 3000;

/**
 * The camera preview and QR decoding (a lazy chunk: qr-scanner and its
 * worker load only when a leader turns the camera on). Each new code is
 * handed to `onCode` once, so the door is ready for the next ticket.
 */
export default function CameraScanner({ onCode, paused }: { onCode: (code: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const pausedRef = useRef(paused);
  onCodeRef.current = onCode;
  pausedRef.current = paused;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!video.current) return;
    let last = { code: '', at: 0 };
    const scanner = new QrScanner(
      video.current,
      (result) => {
        const code = result.data.trim();
        const now = Date.now();
        if (!code || pausedRef.current) return;
        if (code === last.code && now - last.at < SAME_CODE_PAUSE_MS) return;
        last = { code, at: now };
        onCodeRef.current(code);
      },
      { returnDetailedScanResult: true, highlightScanRegion: true, preferredCamera: 'environment' },
    );
    scanner.start().catch(() => setError('Camera unavailable. Allow camera access or type the QR code.'));
    return () => scanner.destroy();
  }, []);

  return (
    <div className="space-y-2">
      <video ref={video} className="aspect-square w-full max-w-sm rounded-lg bg-slate-900 object-cover" muted playsInline aria-label="Camera preview" />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Point the camera at the ticket's QR code.</p>
      )}
    </div>
  );
}
