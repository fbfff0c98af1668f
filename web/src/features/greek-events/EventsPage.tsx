import { CalendarX2, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useErrorToast } from '../../lib/use-error-toast';
import { GreekEventCard } from '../../components/greek-event-card';
import { useGreekEvents } from './api';

/** `/events` (header label Greek Life): upcoming Greek-life events across schools, a page per call. */
export function EventsPage() {
  const list = useGreekEvents();
  const { data, error, isPending, refetch } = list;
  const events = data?.pages.flatMap((page) => page.events) ?? [];
  useErrorToast(error, 'Error', 'Failed to load events');
  return (
    <PageContainer>
      <PageTitle title="Greek Life Events" />
      <PageHeader
        title="Greek Life Events"
        description="Recruitment, philanthropy and council events coming up on campuses across the country."
        actions={
          <Button variant="outline" asChild>
            <Link to="/organizations">
              <Users aria-hidden="true" /> Browse Greek organizations
            </Link>
          </Button>
        }
      />
      {isPending ? (
        <CardGridSkeleton label="Loading events" />
      ) : error ? (
        <ErrorState title="Error" description="Failed to load events" onRetry={() => void refetch()} />
      ) : events.length === 0 ? (
        <EmptyState icon={<CalendarX2 />} title="No upcoming Greek-life events yet" description="Check back soon!" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <GreekEventCard key={event.id} event={event} showSchool />
            ))}
          </div>
          {list.hasNextPage ? (
            <div className="mt-8 flex flex-col items-center gap-2">
              <p className="text-sm text-slate-500">Showing {events.length} events</p>
              <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading...' : 'Show more events'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}
