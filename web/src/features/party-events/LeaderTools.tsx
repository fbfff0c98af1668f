import { BarChart3, Copy, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/toast';

/**
 * For leaders of the event's organization: the analytics page and the event
 * id the door's Validate Ticket screen asks for ("Event ID (copied from the event URL)"),
 * and the late-registration flag of an event registered after the office deadline.
 */
export function LeaderTools({ eventId, lateRegistration = false, canEdit = false }: { eventId: string; lateRegistration?: boolean; canEdit?: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(eventId);
      toast.success('Event ID copied!');
    } catch {
      toast.error('Failed to copy event ID');
    }
  };
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-semibold text-slate-900">Organizer tools</h2>
      {lateRegistration ? (
        <p className="rounded bg-red-100 px-2 py-1 text-sm font-semibold text-red-800">Late registration: created after the Greek-life office deadline</p>
      ) : null}
      {canEdit ? (
        <Button variant="secondary" asChild className="w-full">
          <Link to={`/party-events/${eventId}/edit`}>
            <Pencil aria-hidden="true" /> Edit event
          </Link>
        </Button>
      ) : null}
      <Button variant="secondary" asChild className="w-full">
        <Link to={`/party-events/${eventId}/analytics`}>
          <BarChart3 aria-hidden="true" /> View Analytics
        </Link>
      </Button>
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-800" id="event-id-label">
          Event ID
        </p>
        <div className="flex items-center gap-2">
          <code aria-labelledby="event-id-label" className="min-w-0 flex-1 wrap-anywhere rounded bg-slate-100 px-2 py-1.5 text-xs text-slate-800">
            {eventId}
          </code>
          <Button variant="outline" size="sm" aria-label="Copy event ID" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <p className="text-xs text-slate-500">Enter it at Validate Ticket as the Event ID (copied from the event URL).</p>
        <Link to="/validate-ticket" className="text-xs font-medium text-violet-700 hover:underline">
          Validate tickets at the door
        </Link>
      </div>
    </Card>
  );
}
