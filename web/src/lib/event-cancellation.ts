import { useMutation } from '@tanstack/react-query';
import type { CancelPartyEventResponse } from '../../../shared/api/types';
import { type ApiError, api } from './api';
import type { MutationEffects } from './queries';

/**
 * Cancels a party event with an optional reason (blank is none): through the
 * host chapter's leaders' route, or (`asAdmin`) a platform admin's. The API
 * decides who may.
 */
export function useCancelPartyEvent(eventId: string, asAdmin: boolean, effects: MutationEffects<CancelPartyEventResponse, string>) {
  return useMutation<CancelPartyEventResponse, ApiError, string>({
    mutationFn: (reason) => api(asAdmin ? 'adminCancelPartyEvent' : 'cancelPartyEvent', { params: { id: eventId }, body: { reason: reason.trim() || null } }),
    ...effects,
  });
}
