import { Ticket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMe } from '../../app/session';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useErrorToast } from '../../lib/use-error-toast';

/**
 * `/my-tickets` (signed in). Ticket purchase and the ticket list arrive with
 * the party-events work; until then the count from `/me` decides, and with no
 * tickets the page shows the spec's empty state.
 */
export function MyTicketsPage() {
  const me = useMe();
  useErrorToast(me.error, 'Failed to load tickets');
  const total = me.data?.activity.totalTickets;

  return (
    <PageContainer>
      <PageTitle title="My Tickets" />
      <PageHeader title="My Tickets" description="Your tickets for party events. Show the QR code at the door." />
      {me.error ? (
        <ErrorState title="Failed to load tickets" onRetry={() => void me.refetch()} />
      ) : total === undefined ? (
        <CardGridSkeleton count={2} label="Loading tickets" />
      ) : total === 0 ? (
        <EmptyState
          icon={<Ticket />}
          title="You don't have any tickets yet"
          action={
            <Button asChild>
              <Link to="/party-events">Browse Events</Link>
            </Button>
          }
        />
      ) : (
        <EmptyState icon={<Ticket />} title={`You have ${total} ticket${total === 1 ? '' : 's'}`} description="The ticket list is not available yet." />
      )}
    </PageContainer>
  );
}
