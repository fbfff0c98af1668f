import { QRCodeSVG } from 'qrcode.react';
import { memo } from 'react';

/**
 * The ticket's QR code at 200 px (docs/spec/student-side.md §2); its own chunk so the list paints first.
 * Memoised: a live ticket's countdown re-renders its card every second, and encoding the code again each time
 * (the same value for 15 s) was most of the page's work on a slow phone.
 */
function TicketQr({ value, title }: { value: string; title: string }) {
  return <QRCodeSVG value={value} size={200} level="M" marginSize={2} title={title} role="img" aria-label={title} />;
}

export default memo(TicketQr);
