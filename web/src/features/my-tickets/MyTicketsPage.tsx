import { CloudOff, Ticket as TicketIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Ticket } from '../../../../shared/api/types';
import { useSession } from '../../lib/auth/session';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useErrorToast } from '../../lib/use-error-toast';
import { useMyTickets } from './api';
import { TicketCard } from './TicketCard';
import { TransferOffers } from './TransferTicket';
import { loadOfflineTickets, saveOfflineTickets } from './ticket-cache';

/** Newest purchase first (the API already orders them; an offline copy keeps the same order). */
function newestFirst(tickets: Ticket[]): Ticket[] {
  return [...tickets].sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
}

/**
 * `/my-tickets` (signed in): the user's tickets with their QR codes. Every
 * successful answer is kept on the device, so at the door, without network,
 * the last list still shows (marked as an offline copy).
 */
export function MyTicketsPage() {
  const { user } = useSession();
  const sub = user?.sub ?? '';
  const query = useMyTickets(sub);

  useEffect(() => {
    if (query.data && sub) saveOfflineTickets(sub, query.data);
  }, [query.data, sub]);

  // Read once per failure: the copy only matters when the network answer is missing.
  const offline = useMemo(() => (query.error && sub ? loadOfflineTickets(sub) : null), [query.error, sub]);
  useErrorToast(query.error && !offline ? query.error : null, 'Failed to load tickets');

  const tickets = query.data?.tickets ?? offline?.tickets;

  return (
    <PageContainer>
      <PageTitle title="My Tickets" />
      <PageHeader title="My Tickets" description="Your tickets for party events. Show the QR code at the door." />
      {offline ? (
        <p role="status" className="mb-6 flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          Offline copy from {new Date(offline.savedAt).toLocaleString()}: you can still show these QR codes at the door.
        </p>
      ) : null}
      {/* Transfer to a friend: offers only online, they need an answer from the API. */}
      <TransferOffers offers={query.data?.transferOffers ?? []} />
      {query.data?.waitlistOffers?.map((offer) => (
        // Waitlist: a seat held for the user; bought from the event page before it expires.
        <p key={offer.eventId} role="status" className="mb-6 rounded-lg border border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-900">
          A seat opened up for {offer.title} and is held for you until {new Date(offer.expiresAt).toLocaleString()}.{' '}
          <Link to={`/party-events/${offer.eventId}`} className="font-medium underline">
            Get your ticket
          </Link>
        </p>
      ))}
      {tickets ? (
        tickets.length === 0 ? (
          <EmptyState
            icon={<TicketIcon />}
            title="You don't have any tickets yet"
            action={
              <Button asChild>
                <Link to="/party-events">Browse Events</Link>
              </Button>
            }
          />
        ) : (
          <div className="space-y-4">
            {newestFirst(tickets).map((t) => (
              <TicketCard key={t.id} ticket={t} />
            ))}
          </div>
        )
      ) : query.error ? (
        <ErrorState title="Failed to load tickets" onRetry={() => void query.refetch()} />
      ) : (
        <CardGridSkeleton count={2} label="Loading tickets" />
      )}
    </PageContainer>
  );
}
