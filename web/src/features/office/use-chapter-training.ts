/**
 * The office's Chapters view's data: its school's chapters (the public list
 * of a school's chapters), one chapter's members with their sober-monitor
 * training, and recording or clearing one member's day — the answer put in
 * the chapter's list at once, no second read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterTrainingResponse, MemberTrainingResponse } from '../../../../shared/api/monitor-training-types';
import { api, type ApiError } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';
import { useSchoolChapters } from '../../lib/reference-data';

export function useChapterTraining(schoolId: string, chapterId: string) {
  const chapters = useSchoolChapters(schoolId);
  const training = useApiQuery('getChapterTraining', { params: { chapterId } }, { enabled: !!chapterId, staleTime: 0, retry: false });
  return { chapters, training };
}

export function useRecordTraining(chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation<MemberTrainingResponse, ApiError, { sub: string; date: string | null }>({
    mutationFn: ({ sub, date }) => api('setMemberTraining', { params: { chapterId, sub }, body: { date } }),
    onSuccess: ({ sub, trainedOn }) =>
      queryClient.setQueryData<ChapterTrainingResponse>(
        apiKey('getChapterTraining', { params: { chapterId } }),
        (list) => list && { ...list, members: list.members.map((m) => (m.sub === sub ? { ...m, trainedOn } : m)) },
      ),
  });
}
