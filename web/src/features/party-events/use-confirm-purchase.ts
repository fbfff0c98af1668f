import { useNavigate } from 'react-router-dom';
import { isApiStatus } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useConfirmTicketPayment } from './api';

/**
 * After the card payment succeeded: asks the API for the ticket, then
 * "Success! Ticket purchased successfully" and `/my-tickets`. A 409 is the
 * seat race lost: the API refunded the payment and says "Sold Out". A busy
 * API (503) is asked again with the same payment (`stillTrying` while it
 * is): it issues one ticket for it, however often asked.
 */
export function useConfirmPurchase(eventId: string, onDone: () => void) {
  const navigate = useNavigate();
  return useConfirmTicketPayment(eventId, {
    onSuccess: () => {
      toast.success('Success!', { description: 'Ticket purchased successfully' });
      onDone();
      void navigate('/my-tickets');
    },
    onError: (error) => {
      if (isApiStatus(error, 409)) {
        toast.error('Sold Out', error.message && error.message !== 'Sold Out' ? { description: error.message } : undefined);
      } else if (isApiStatus(error, 503)) {
        // Still busy after every retry: the payment stands, and asking again later issues its one ticket.
        toast.error('Your ticket is not issued yet', { description: error.message });
      } else {
        toast.error('Payment failed', { description: error.message });
      }
    },
  });
}
