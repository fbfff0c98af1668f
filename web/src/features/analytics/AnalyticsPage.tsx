import { BarChart3, CalendarDays, DollarSign, Heart, ListOrdered, Star, Ticket, UserCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ACCESS_DENIED } from '../../../../shared/authz';
import type { EventAnalyticsResponse } from '../../../../shared/api/types';
import { formatLongDate, formatTime } from '../../../../shared/dates';
import { formatDollars, formatPrice } from '../../../../shared/money';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiStatus } from '../../lib/api';
import { toast } from '../../lib/toast';
import { isUuid } from '../../lib/uuid';
import { useLeaderRefusal } from '../../lib/use-leader-refusal';
import { useMe } from '../../lib/auth/session';
import { mayEditEvent } from '../../lib/leader-access';
import { useEventAnalytics } from './api';
import { SalesChart } from './SalesChart';
import { CancelEventButton } from '../../components/cancel-event';
import { cancelledNotice, isCancellable } from '../../../../shared/event-cancellation';
import { DoorChart } from './DoorChart';
import { PaperworkPanel } from './PaperworkPanel';
import { EventReportCard } from './EventReportCard';
import { Detail } from './Detail';
import { SalesOpenCard } from './SalesOpenCard';

function Stat({ icon, label, value, detail }: { icon: ReactNode; label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-center gap-2 text-sm text-slate-600 [&_svg]:size-4 [&_svg]:text-violet-600">
        {icon}
        <span>{label}</span>
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      {detail ? <p className="mt-1 text-sm text-slate-500">{detail}</p> : null}
    </Card>
  );
}

/**
 * `/party-events/{id}/analytics` (docs/spec/leader-admin-side.md §2): for members of the
 * event's organization only. The analytics request is the gate (one screen,
 * one request): the API answers 403 to someone in no organization or in
 * another one, and the page says why and goes to `/party-events`; an
 * unknown event is "Event not found". Money arrives in cents.
 */
export function AnalyticsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = isUuid(id);
  const query = useEventAnalytics(id, valid);
  const { error } = query;
  const refused = useLeaderRefusal('viewAnalytics', error);
  // Who sees "Edit event": read from the kept `/me`, no request of its own (the analytics request is the screen's one).
  const me = useMe({ enabled: false });
  const notFound = !valid || isApiStatus(error, 404);
  const denied = !!refused || notFound;

  useEffect(() => {
    if (!notFound) return;
    toast.error(ACCESS_DENIED, { description: 'Event not found', id: 'analytics-denied' });
    navigate('/party-events', { replace: true });
  }, [notFound, navigate]);

  useEffect(() => {
    if (error && !denied) toast.error('Failed to load analytics', { id: 'analytics-failed' });
  }, [error, denied]);

  const a = query.data;
  return (
    <PageContainer>
      <PageTitle title={a ? `Analytics: ${a.event.title}` : 'Event Analytics'} />
      <PageHeader
        title="Event Analytics"
        description={a ? a.event.title : undefined}
        actions={
          <>
            {a && mayEditEvent(me.data, a.event) ? (
              <Button asChild variant="outline">
                <Link to={`/party-events/${id}/edit`}>Edit event</Link>
              </Button>
            ) : null}
            {a && isCancellable(a.event) ? <CancelEventButton event={a.event} onCancelled={() => void query.refetch()} /> : null}
            <Button asChild variant="outline">
              <Link to={`/party-events/${id}`}>Back to Event</Link>
            </Button>
          </>
        }
      />
      {error && !denied ? (
        <ErrorState title="Failed to load analytics" onRetry={() => void query.refetch()} />
      ) : !a ? (
        <div role="status" aria-label="Loading analytics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : (
        <div className="space-y-6">
          {a.event.status === 'cancelled' ? (
            <p role="status" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              {cancelledNotice(a.event.cancelReason)}{' '}
              {a.cancellation?.status === 'done'
                ? `${a.cancellation.ticketsCancelled} tickets cancelled; ${a.refunds?.count ?? 0} refunded (${formatDollars(a.refunds?.amountCents ?? 0)}).`
                : `Cancelling tickets and refunding: ${a.cancellation?.ticketsCancelled ?? 0} so far.`}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat icon={<Ticket />} label="Tickets Sold" value={`${a.ticketsSold} / ${a.maxAttendees}`} detail={ticketsDetail(a)} />
            <Stat
              icon={<DollarSign />}
              label="Revenue"
              value={formatDollars(a.revenueCents)}
              detail={
                a.refunds?.count
                  ? `Net of ${a.refunds.count} ${a.refunds.count === 1 ? 'refund' : 'refunds'} (${formatDollars(a.refunds.amountCents)}) · ${formatDollars(a.averageTicketCents)} average per ticket`
                  : `${formatDollars(a.averageTicketCents)} average per ticket`
              }
            />
            <Stat icon={<UserCheck />} label="Checked In" value={a.checkedIn} detail={`${a.attendancePercent}% attendance`} />
            <Stat icon={<Heart />} label="RSVPs" value={`${a.rsvps.interested} interested`} detail={`${a.rsvps.going} going · ${a.saves} saved`} />
          </div>
          {a.event.salesOpenAt && a.event.status === 'active' ? <SalesOpenCard key={a.event.salesOpenAt} event={a.event} /> : null}
          {a.line ? (
            <Card className="p-5">
              <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
                <ListOrdered className="size-5 text-violet-600" aria-hidden="true" />
                The Line (live)
              </h2>
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                <Detail term="Waiting" value={String(a.line.waiting)} />
                <Detail term="Admitted to checkout" value={String(a.line.admitted)} />
                <Detail term="Sold" value={String(a.line.sold)} />
                <Detail term="Windows lapsed" value={String(a.line.lapsed)} />
              </dl>
            </Card>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="p-5 lg:col-span-2">
              <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
                <BarChart3 className="size-5 text-violet-600" aria-hidden="true" />
                Sales per Day
              </h2>
              <SalesChart days={a.salesPerDay} />
            </Card>
            <div className="lg:col-span-2 lg:row-start-2">
              <DoorChart door={a.door} state={a.event.state} />
            </div>
            <div className="space-y-4">
              {a.paperwork && <PaperworkPanel eventId={id} state={a.event.state} panel={a.paperwork} />}
              {/* After the party: the event report, when the event's school asks for one. */}
              {a.paperwork?.rules?.eventReportDueHours != null && <EventReportCard eventId={id} state={a.event.state} />}
              <Card className="p-5">
                <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <CalendarDays className="size-5 text-violet-600" aria-hidden="true" />
                  Event Details
                </h2>
                <dl className="space-y-1 text-sm">
                  <Detail term="Date" value={formatLongDate(a.event.date)} />
                  <Detail term="Time" value={formatTime(a.event.time)} />
                  <Detail term="Location" value={a.event.location} />
                  <Detail term="Price" value={formatPrice(a.event.priceCents)} />
                  <Detail term="Capacity" value={String(a.maxAttendees)} />
                </dl>
              </Card>
              <Card className="p-5">
                <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Star className="size-5 text-amber-500" aria-hidden="true" />
                  Reviews
                </h2>
                <p className="text-2xl font-bold text-slate-900">{a.averageRating === null ? 'No ratings' : `${a.averageRating.toFixed(1)} / 5`}</p>
                <p className="text-sm text-slate-500">
                  {a.reviewCount} review{a.reviewCount === 1 ? '' : 's'}
                </p>
              </Card>
            </div>
          </div>
        </div>
      )}
    </PageContainer>
  );
}

/** Seats left, and the waitlist: its length and the seats held for its offers. */
function ticketsDetail(a: EventAnalyticsResponse): string {
  const held = a.waitlist?.heldSeats ?? 0;
  const parts = [`${Math.max(0, a.maxAttendees - a.ticketsSold - held)} remaining`];
  if (a.waitlist?.length) parts.push(`${a.waitlist.length} on the waitlist`);
  if (held) parts.push(`${held} held for waitlist offers`);
  return parts.join(' · ');
}
