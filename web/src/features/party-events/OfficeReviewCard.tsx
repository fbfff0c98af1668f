/**
 * An event awaiting the Greek-life office's approval, as its chapter's
 * leaders (and the office) see it: nobody can get a ticket and no list shows
 * it yet. A returned event shows the office's comment, and its leaders
 * resubmit it once changed.
 */
import { useMutation } from '@tanstack/react-query';
import type { CreatePartyEventResponse, PartyEventDetail } from '../../../../shared/api/types';
import { AWAITING_APPROVAL } from '../../../../shared/event-review';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { api, type ApiError } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';

export function OfficeReviewCard({ event, isLeader, onResubmitted }: { event: PartyEventDetail; isLeader: boolean; onResubmitted: () => void }) {
  const resubmit = useMutation<CreatePartyEventResponse, ApiError>({
    mutationFn: () => api('resubmitPartyEvent', { params: { id: event.id } }),
    onSuccess: () => {
      toast.success('Sent back to the Greek-life office');
      onResubmitted();
    },
    onError: (error) => toast.error('Not resubmitted', { description: serverMessage(error, 'Failed to resubmit the event') }),
  });
  const returned = event.review?.state === 'returned';
  return (
    <Card className="space-y-3 border-amber-300 bg-amber-50 p-5" role="region" aria-label="Greek-life office review">
      <h2 className="font-semibold text-slate-900">{returned ? 'Returned by the Greek-life office' : 'Awaiting the Greek-life office'}</h2>
      <p className="text-sm text-slate-800">{AWAITING_APPROVAL}: nobody can get a ticket and it is not listed until the office approves it.</p>
      {returned && event.review?.comment ? (
        <blockquote className="whitespace-pre-line rounded border-l-4 border-amber-500 bg-white px-3 py-2 text-sm text-slate-900">{event.review.comment}</blockquote>
      ) : null}
      {returned && isLeader ? (
        <Button disabled={resubmit.isPending} onClick={() => resubmit.mutate()}>
          {resubmit.isPending ? 'Resubmitting...' : 'Resubmit to the office'}
        </Button>
      ) : null}
    </Card>
  );
}
