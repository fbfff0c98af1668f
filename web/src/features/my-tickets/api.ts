import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelTicketResponse, OfferTransferResponse, TransferDecisionResponse } from '../../../../shared/api/types';
import { api, isApiStatus, type ApiError } from '../../lib/api';
import { routeKey, useApiQuery } from '../../lib/queries';

/**
 * The signed-in user's tickets (nothing is asked without `sub`). Offline
 * (status 0) the saved copy shows at once instead of after retries; a 5xx
 * is retried.
 */
export function useMyTickets(sub: string) {
  return useApiQuery('listMyTickets', undefined, {
    enabled: !!sub,
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

/**
 * Ticket cancellation: cancels the ticket, then refreshes My
 * Tickets (the ticket shows Cancelled with its refund's state). A 409 means
 * the ticket changed hands meanwhile (the message says to whom): the list
 * is refreshed to show it.
 */
export function useCancelTicket() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: routeKey('listMyTickets') });
  return useMutation<CancelTicketResponse, ApiError, string>({
    mutationFn: (id) => api('cancelTicket', { params: { id } }),
    onSuccess: refresh,
    onError: (error) => (isApiStatus(error, 409) ? refresh() : undefined),
  });
}

/** Transfer to a friend: the caller's accepted friends, to pick whom to offer a ticket. */
export function useMyFriends(enabled: boolean) {
  return useApiQuery('listFriends', undefined, { enabled });
}

type TransferDecision = 'acceptTicketTransfer' | 'declineTicketTransfer' | 'withdrawTicketTransfer';

/** Offers a ticket to a friend, then refreshes My Tickets (the ticket shows the open offer). */
export function useOfferTransfer() {
  const queryClient = useQueryClient();
  return useMutation<OfferTransferResponse, ApiError, { ticketId: string; friendId: string }>({
    mutationFn: ({ ticketId, friendId }) => api('offerTicketTransfer', { params: { id: ticketId }, body: { friendId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKey('listMyTickets') }),
  });
}

/** Accepts, declines or withdraws an offer, then refreshes My Tickets. */
export function useTransferDecision(route: TransferDecision) {
  const queryClient = useQueryClient();
  return useMutation<TransferDecisionResponse, ApiError, string>({
    mutationFn: (id) => api(route, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKey('listMyTickets') }),
  });
}
