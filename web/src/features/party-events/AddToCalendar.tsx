import { CalendarPlus } from 'lucide-react';
import type { PartyEventDetail } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import { buildIcs, icsFileName } from '../../../../shared/calendar-file';

/** Add to calendar: an `.ics` file built in the browser and downloaded (no server round trip). */
export function AddToCalendar({ event }: { event: PartyEventDetail }) {
  const download = () => {
    const ics = buildIcs({ ...event, url: `${window.location.origin}/party-events/${event.id}` });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = icsFileName(event.title);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="outline" onClick={download}>
      <CalendarPlus aria-hidden="true" /> Add to calendar
    </Button>
  );
}
