import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { saveBase64File } from '../../lib/file-download';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';

/** The event's registration packet, the PDF its chapter mails, downloaded by the office. */
export function PacketButton({ event }: { event: { id: string; title: string } }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBase64File(await api('getOfficePacket', { params: { id: event.id } }));
    } catch (error) {
      toast.error(serverMessage(error, 'Download failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" aria-label={`Registration packet of ${event.title}`} disabled={busy} onClick={() => void download()}>
      <FileDown className="size-4" aria-hidden="true" />
      Packet
    </Button>
  );
}
