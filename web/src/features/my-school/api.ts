import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/queries';

/** The user's school: its page data (upcoming Greek-life events) and its chapters, in one request (issue 8 §2). */
export function useMySchool(schoolId: string) {
  return useApiQuery('getSchool', { params: { id: schoolId }, query: { include: 'chapters' } });
}

/** Saves the user's school; the answer is the new `/me`. */
export function updateMySchool(schoolId: string) {
  return api('updateMySchool', { body: { schoolId } });
}
