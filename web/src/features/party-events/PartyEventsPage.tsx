import { CalendarX2, Plus } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMe } from '../../lib/auth/session';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ResultsStatus } from '../../components/ui/results-status';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useErrorToast } from '../../lib/use-error-toast';
import { useDeferredData } from '../../lib/deferred-data';
import { PartyEventFiltersBar } from './PartyEventFiltersBar';
import { PartyEventListCard } from './PartyEventListCard';
import { usePartyEventList } from './api';
import { type PartyEventFilters, filtersFromSearch, searchFromFilters } from './filters';

/** Cards in the list's first render: a phone shows two or three, a wide screen two rows of three. */
const FIRST_CARDS = 6;

/**
 * The events to render: the first screenful at once, all of them from the
 * next render on, made in a transition, which React renders in slices of a
 * few milliseconds between which the browser can paint and answer input.
 * Rendering the 30 cards of a page in one go was the longest task of the
 * page after its first paint (about 17 ms of CPU here, 70 ms on Lighthouse's
 * simulated phone).
 */
function useFirstScreenfulFirst<T>(events: T[]): T[] {
  const [all, setAll] = useState(false);
  const more = events.length > FIRST_CARDS;
  useEffect(() => {
    if (more && !all) startTransition(() => setAll(true));
  }, [more, all]);
  return all ? events : events.slice(0, FIRST_CARDS);
}

/**
 * `/party-events` (header label Events): upcoming active parties, by date
 * then time, one API call per page ("Load more" follows `nextCursor`).
 * `?school=&org=` is passed through: all parties of that chapter at that school.
 */
export function PartyEventsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const me = useMe();
  const list = usePartyEventList(filters);
  useErrorToast(list.error, 'Error', 'Failed to load events');

  const setFilters = (next: PartyEventFilters) => setSearch(searchFromFilters(next), { replace: true });
  const data = useDeferredData(list.data);
  const events = data?.pages.flatMap((p) => p.events) ?? [];
  const chapterEvent = filters.org ? events.find((e) => e.chapterId === filters.org) : undefined;
  const shown = useFirstScreenfulFirst(events);

  return (
    <PageContainer>
      <PageTitle title="Party Events" />
      <PageHeader
        title="Party Events"
        description="Chapter parties coming up on campuses across the country. Get your ticket before they sell out."
        actions={
          me.data?.profile.isOrgAdmin ? (
            <Button asChild>
              <Link to="/create-event">
                <Plus aria-hidden="true" /> Create Event
              </Link>
            </Button>
          ) : null
        }
      />
      <PartyEventFiltersBar filters={filters} onChange={setFilters} />
      {filters.org ? (
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-violet-50 px-4 py-3 text-sm text-violet-900">
          <span>
            {chapterEvent
              ? `All parties of ${chapterEvent.letters || chapterEvent.organizationName} at ${chapterEvent.schoolName}`
              : 'All parties of this chapter'}
          </span>
          <Button variant="link" size="sm" onClick={() => setFilters({ ...filters, org: '', school: '' })}>
            Show all events
          </Button>
        </div>
      ) : null}
      <ResultsStatus count={data === undefined || list.error ? null : events.length} noun="upcoming event" />
      {data === undefined && !list.error ? (
        <CardGridSkeleton label="Loading events" />
      ) : list.error ? (
        <ErrorState title="Error" description="Failed to load events" onRetry={() => void list.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState icon={<CalendarX2 />} title="No upcoming events found" description="Try other filters or check back soon!" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((event) => (
              <PartyEventListCard key={event.id} event={event} />
            ))}
          </div>
          {list.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
          {list.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm text-red-700">
              Failed to load events
            </p>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}
