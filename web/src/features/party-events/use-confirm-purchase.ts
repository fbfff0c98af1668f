import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { TicketResponse } from '../../../../shared/api/types';
import { type ApiError, isApiStatus } from '../../lib/api';
import { toast } from '../../lib/toast';
import { confirmTicketPayment } from './api';

/**
 * After the card payment succeeded: asks the API for the ticket (idempotent
 * on the intent id, so a webhook racing this call still yields one ticket),
 * then "Success! Ticket purchased successfully" and `/my-tickets`. A 409 is
 * the seat race lost: the API refunded the payment and says "Sold Out".
 */
export function useConfirmPurchase(eventId: string, onDone: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation<TicketResponse, ApiError, string>({
    mutationFn: (paymentIntentId) => confirmTicketPayment(eventId, paymentIntentId),
    onSuccess: () => {
      toast.success('Success!', { description: 'Ticket purchased successfully' });
      // My Tickets and this event's viewer state both changed.
      void queryClient.invalidateQueries();
      onDone();
      void navigate('/my-tickets');
    },
    onError: (error) => {
      if (isApiStatus(error, 409)) {
        toast.error('Sold Out', error.message && error.message !== 'Sold Out' ? { description: error.message } : undefined);
      } else {
        toast.error('Payment failed', { description: error.message });
      }
    },
  });
}
