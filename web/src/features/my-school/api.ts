import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/api/types';
import { type ApiError, api } from '../../lib/api';
import { storeMe } from '../../lib/auth/session';
import { type MutationEffects, afterUpdate, useApiQuery } from '../../lib/queries';

/** The user's school: its page data (upcoming Greek-life events) and its chapters, in one request. */
export function useMySchool(schoolId: string) {
  return useApiQuery('getSchool', { params: { id: schoolId }, query: { include: 'chapters' } });
}

/** Saves the user's school; the answer is the new `/me`, which the header, My School and My Profile all follow. */
export function useSaveMySchool(effects: MutationEffects<MeResponse, string>) {
  const queryClient = useQueryClient();
  return useMutation<MeResponse, ApiError, string>({
    mutationFn: (schoolId) => api('updateMySchool', { body: { schoolId } }),
    ...afterUpdate((me) => storeMe(queryClient, me), effects),
  });
}
