import { QRCodeSVG } from 'qrcode.react';

/** The ticket's QR code at 200 px (docs/spec/student-side.md §2); its own chunk so the list paints first. */
export default function TicketQr({ value, title }: { value: string; title: string }) {
  return <QRCodeSVG value={value} size={200} level="M" marginSize={2} title={title} role="img" aria-label={title} />;
}
