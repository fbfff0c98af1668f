import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { openCertificate } from '../../lib/vendor-certificates';

/** Opens (downloads) one vendor's certificate of insurance: the chapter's leaders, the school's office, admins. */
export function OpenCertificateButton({ eventId, vendor }: { eventId: string; vendor: { id: string; name: string } }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await openCertificate(eventId, vendor.id);
    } catch (error) {
      toast.error(serverMessage(error, 'Could not open the certificate'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" aria-label={`Open certificate of ${vendor.name}`} disabled={busy} onClick={() => void open()}>
      <FileText className="size-4" aria-hidden="true" />
      Open certificate
    </Button>
  );
}
