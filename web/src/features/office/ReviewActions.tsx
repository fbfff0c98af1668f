/**
 * The office's decision on an event awaiting its review: Approve (refused by
 * the API while something blocks it, and the row says what), or Return with a
 * comment the chapter's leaders read on the event page and in their e-mail.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OfficeEventRow } from '../../../../shared/api/types';
import { REVIEW_COMMENT_MAX } from '../../../../shared/schemas/office';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Label, Textarea } from '../../components/ui/input';
import { api, type ApiError } from '../../lib/api';
import { routeKey } from '../../lib/queries';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';

function useDecision(event: OfficeEventRow, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation<OfficeEventRow, ApiError, { approve: true } | { comment: string }>({
    mutationFn: (decision) =>
      'approve' in decision
        ? api('approvePartyEvent', { params: { id: event.id } })
        : api('returnPartyEvent', { params: { id: event.id }, body: { comment: decision.comment } }),
    onSuccess: async (row) => {
      toast.success(row.review?.state === 'approved' ? `${event.title} approved` : `${event.title} returned to the chapter`);
      onDone();
      await queryClient.invalidateQueries({ queryKey: routeKey('listOfficeEvents') });
    },
    onError: (error) => toast.error('Not saved', { description: serverMessage(error, 'Failed to save the decision') }),
  });
}

export function ReviewActions({ event }: { event: OfficeEventRow }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const decide = useDecision(event, () => setOpen(false));
  const fieldId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true })} aria-label={`Approve ${event.title}`}>
        Approve
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Return ${event.title}`}>
          Return
        </Button>
        <DialogContent title={`Return ${event.title}?`} description="The chapter's leaders get your comment by e-mail and on the event page, and resubmit once they have changed it.">
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              decide.mutate({ comment });
            }}
          >
            <div>
              <Label htmlFor={fieldId}>What should the chapter change?</Label>
              <Textarea id={fieldId} className="mt-1" required maxLength={REVIEW_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
            </div>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={decide.isPending || !comment.trim()}>
                Return to the chapter
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
