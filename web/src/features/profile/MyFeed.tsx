import { CalendarDays, Compass, Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { stateName } from '../../../../shared/states';
import { PartyEventCard } from '../../components/party-event-card';
import { PhotoGrid } from '../../components/media/photo-grid';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useMyFeed } from './api';

/** My Feed: upcoming events and recent photos of the chapters the student follows, and the Following list. */
export function MyFeed() {
  const feed = useMyFeed();
  if (feed.error) return <ErrorState title="Failed to load your feed" onRetry={() => void feed.refetch()} />;
  if (!feed.data) {
    return (
      <div role="status" aria-label="Loading your feed" className="space-y-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const { events, photos, following } = feed.data;
  if (following.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title="You are not following any organizations yet"
        description="Follow chapters to see their upcoming events and photos here."
        action={
          <Button asChild>
            <Link to="/organizations">
              <Compass aria-hidden="true" /> Explore Organizations
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="feed-events">
        <h2 id="feed-events" className="mb-3 text-lg font-semibold text-slate-900">
          Upcoming Events
        </h2>
        {events.length === 0 ? (
          <EmptyState icon={<CalendarDays />} title="No upcoming events from the organizations you follow" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {events.map((event) => (
              <li key={event.id}>
                <p className="mb-1 text-xs font-medium text-violet-700">
                  {event.letters || event.organizationName} · {event.schoolName}
                </p>
                <PartyEventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="feed-photos">
        <h2 id="feed-photos" className="mb-3 text-lg font-semibold text-slate-900">
          Recent Photos
        </h2>
        <PhotoGrid photos={photos} />
      </section>
      <section aria-labelledby="feed-following">
        <h2 id="feed-following" className="mb-3 text-lg font-semibold text-slate-900">
          Following
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {following.map((chapter) => (
            <li key={chapter.id}>
              <Card className="p-4">
                <Link to={`/organizations/${chapter.id}`} className="font-semibold text-violet-800 hover:underline">
                  {chapter.letters || chapter.name}
                </Link>
                <p className="text-sm text-slate-700">{chapter.name}</p>
                <p className="text-xs text-slate-500">
                  {chapter.schoolName}
                  {chapter.state ? `, ${stateName(chapter.state)}` : ''}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
