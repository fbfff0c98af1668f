import { ArrowLeft } from 'lucide-react';
import { Suspense, lazy, useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { PartyEventPageResponse } from '../../../../shared/api/types';
import { leadsChapter, standingFromMe } from '../../../../shared/authz';
import { useMe } from '../../lib/auth/session';
import { mayEditEvent } from '../../lib/leader-access';
import { PageContainer } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiStatus } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { isUuid } from '../../lib/uuid';
import { useDeferredData } from '../../lib/deferred-data';
import { AddToCalendar } from './AddToCalendar';
import { EventDetails } from './EventDetails';
import { EventMedia } from './EventMedia';
import { LeaderTools } from './LeaderTools';
import { OfficeReviewCard } from './OfficeReviewCard';
import { ReviewForm } from './ReviewForm';
import { Reviews } from './Reviews';
import { RsvpSelector } from './RsvpSelector';
import { SaveButton } from './SaveButton';
import { ShareButtons } from './ShareButtons';
import { SoberMonitorCard } from './SoberMonitorCard';
import { TicketPanel } from './TicketPanel';
import { usePartyEvent } from './api';
import { isCancellable } from '../../../../shared/event-cancellation';

// Only platform admins see it, and it brings the dialog primitives: its own chunk (docs/performance.md#budgets).
const AdminDeleteEvent = lazy(() => import('./AdminDeleteEvent').then((m) => ({ default: m.AdminDeleteEvent })));
/** Admins only: kept out of the page's bundle like the delete dialog. */
const CancelEventButton = lazy(() => import('../../components/cancel-event').then((m) => ({ default: m.CancelEventButton })));

function BackLink() {
  return (
    <Link to="/party-events" className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> All events
    </Link>
  );
}

/** A non-UUID id: "Invalid Event" and back to the list (docs/spec/student-side.md §5). */
function InvalidEvent() {
  useEffect(() => {
    toast.error('Invalid Event', { description: 'Please select an event from the events list', id: 'invalid-event' });
  }, []);
  return <Navigate to="/party-events" replace />;
}

/** `/party-events/{id}`: everything about one party event, from one API call. */
export function PartyEventPage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  if (!valid) return <InvalidEvent />;
  return <PartyEventView id={id} />;
}

function PartyEventView({ id }: { id: string }) {
  const page = usePartyEvent(id, true);
  const data = useDeferredData(page.data);
  const me = useMe();
  const notFound = isApiStatus(page.error, 404, 400);
  useErrorToast(page.error && !notFound ? page.error : null, 'Error', 'Failed to load event');

  if (notFound) {
    return (
      <PageContainer>
        <PageTitle title="Event not found" />
        <BackLink />
        <EmptyState className="mt-6" title="Event not found" description="It may have been cancelled or removed." />
      </PageContainer>
    );
  }
  if (page.error) {
    return (
      <PageContainer>
        <PageTitle title="Party Events" />
        <BackLink />
        <div className="mt-6">
          <ErrorState title="Error" description="Failed to load event" onRetry={() => void page.refetch()} />
        </div>
      </PageContainer>
    );
  }
  if (data === undefined) {
    return (
      <PageContainer>
        <div role="status" aria-label="Loading event" className="space-y-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </PageContainer>
    );
  }

  const { event, reviews, viewer, photos } = data;
  const isLeader = me.data ? leadsChapter(standingFromMe(me.data), event.chapterId) : false;
  const patchEvent = (patch: Partial<PartyEventPageResponse['event']>) => (p: PartyEventPageResponse) => ({ ...p, event: { ...p.event, ...patch } });

  return (
    <PageContainer>
      <PageTitle title={event.title} />
      <BackLink />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <Card className="p-6">
            <EventDetails event={event} />
            <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              {/* Nothing to save for later or put in a calendar once cancelled; sharing still tells friends. */}
              {event.status === 'active' ? (
                <SaveButton
                  eventId={event.id}
                  saved={viewer?.saved ?? false}
                  signedIn={page.signedIn}
                  onAnswer={(a) =>
                    page.update((p) => ({
                      ...patchEvent({ saveCount: a.saveCount })(p),
                      viewer: p.viewer ? { ...p.viewer, saved: a.saved } : p.viewer,
                    }))
                  }
                />
              ) : null}
              <ShareButtons eventId={event.id} title={event.title} />
              {event.status === 'active' ? <AddToCalendar event={event} /> : null}
            </div>
          </Card>
          <EventMedia
            event={event}
            photos={photos}
            onPosted={(item) => page.update((p) => ({ ...p, photos: [item, ...p.photos] }))}
            onDeleted={(gone) => page.update((p) => ({ ...p, photos: p.photos.filter((m) => m.id !== gone) }))}
          />
          <Reviews averageRating={event.averageRating} reviewCount={event.reviewCount} reviews={reviews} />
          {viewer?.canReview ? (
            <ReviewForm
              eventId={event.id}
              onPosted={(a) =>
                page.update((p) => ({
                  ...patchEvent({ reviewCount: a.reviewCount, averageRating: a.averageRating })(p),
                  reviews: [a.review, ...p.reviews],
                  viewer: p.viewer ? { ...p.viewer, canReview: false, hasReviewed: true } : p.viewer,
                }))
              }
            />
          ) : null}
        </div>
        <aside className="space-y-4">
          {/* A cancelled event takes no tickets or RSVPs (the API refuses them): its notice above says so, no buttons here. */}
          {event.status === 'active' ? (
            <Card className="space-y-6 p-5">
              <TicketPanel
                event={event}
                viewer={viewer}
                signedIn={page.signedIn}
                onTicketCreated={() => void page.refetch()}
                onWaitlistChange={(waitlist) => page.update((p) => ({ ...p, viewer: p.viewer ? { ...p.viewer, waitlist } : p.viewer }))}
              />
              <RsvpSelector
                event={event}
                current={viewer?.rsvp ?? null}
                signedIn={page.signedIn}
                onAnswer={(a) =>
                  page.update((p) => ({
                    ...patchEvent({ interestedCount: a.interestedCount, goingCount: a.goingCount })(p),
                    viewer: p.viewer ? { ...p.viewer, rsvp: a.status } : p.viewer,
                  }))
                }
              />
            </Card>
          ) : null}
          {/* The viewer answer says who is a monitor: nobody else's page asks for a code. */}
          {viewer?.soberMonitor && event.alcoholAllowed && event.status === 'active' ? <SoberMonitorCard eventId={event.id} /> : null}
          {event.status === 'inReview' ? <OfficeReviewCard event={event} isLeader={isLeader} onResubmitted={() => void page.refetch()} /> : null}
          {isLeader ? <LeaderTools eventId={event.id} lateRegistration={event.lateRegistration === true} canEdit={mayEditEvent(me.data, event)} /> : null}
          {me.data?.isAdmin ? (
            <Suspense fallback={null}>
              <div className="flex flex-col gap-2">
                {isCancellable(event) ? <CancelEventButton event={event} asAdmin onCancelled={() => void page.refetch()} /> : null}
                <AdminDeleteEvent eventId={event.id} title={event.title} />
              </div>
            </Suspense>
          ) : null}
        </aside>
      </div>
    </PageContainer>
  );
}
