import { labelOf } from '../../../shared/labels';
import type { RsvpStatus } from '../../../shared/limits';
import { toast } from './toast';

/** What an RSVP change says, on a party event as on a Greek-life event: the choice now held (none: removed), or its failure. */
export const RSVP_TOASTS = {
  onSuccess: (answer: { status: RsvpStatus | null }) => {
    toast.success(answer.status ? `Marked as ${labelOf('rsvpStatus', answer.status)}` : 'RSVP removed');
  },
  onError: () => {
    toast.error('Failed to update RSVP');
  },
};
