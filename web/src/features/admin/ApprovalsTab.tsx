import { Inbox } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useDecideLeaderRequest, useLeaderRequests } from './api';
import { RecentReviews } from './RecentReviews';
import { RequestCard } from './RequestCard';

/** Approvals: pending leader and office requests with Approve / Reject, then the recent reviews. */
export function ApprovalsTab() {
  const { data, error, isPending, refetch } = useLeaderRequests();
  useErrorToast(error, 'Failed to load leader requests');

  const decide = useDecideLeaderRequest({
    onSuccess: ({ request }, { approve }) => {
      if (!approve) toast.success('Request Rejected');
      else if (request.kind === 'office') toast.success('Request Approved', { description: `User now works for the Greek-life office of ${request.schoolName}` });
      else toast.success('Request Approved', { description: 'User has been granted leader permissions' });
    },
    onError: (e) => toast.error(serverMessage(e, 'Failed to process request')),
  });

  if (error) return <ErrorState title="Failed to load leader requests" onRetry={() => void refetch()} />;
  if (isPending) return <CardGridSkeleton count={2} label="Loading leader requests" />;

  return (
    <div className="space-y-10">
      <section aria-labelledby="pending-requests">
        <h2 id="pending-requests" className="mb-3 text-xl font-semibold text-slate-900">
          Pending Requests ({data.pending.length})
        </h2>
        {data.pending.length === 0 ? (
          <EmptyState icon={<Inbox />} title="No pending leader requests" />
        ) : (
          <div className="space-y-4">
            {data.pending.map((r) => (
              <RequestCard
                key={r.id}
                request={r}
                busy={decide.isPending && decide.variables?.id === r.id}
                onApprove={() => decide.mutate({ id: r.id, approve: true })}
                onReject={() => decide.mutate({ id: r.id, approve: false })}
              />
            ))}
          </div>
        )}
      </section>
      <RecentReviews recent={data.recent} />
    </div>
  );
}
