import { Suspense, lazy } from 'react';

/** qrcode.react (about 6 KiB gzip) arrives with the first code shown, not with the page that might show one (docs/performance.md#budgets). */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** A QR code of `value`, `size` pixels square; its space is kept while the library loads, so nothing moves. */
export function LazyQrCode({ value, size, label }: { value: string; size: number; label: string }) {
  return (
    <Suspense fallback={<div style={{ width: size, height: size }} aria-hidden="true" />}>
      <QRCodeSVG value={value} size={size} level="M" marginSize={2} role="img" aria-label={label} />
    </Suspense>
  );
}
