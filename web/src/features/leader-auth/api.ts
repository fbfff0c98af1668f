import { type BodyOf, api } from '../../lib/api';

/** Which leader roles of a chapter are already held (checked before any account is created). */
export function getChapterRoles(chapterId: string) {
  return api('getChapterRoles', { params: { id: chapterId } });
}

/** Files the signed-in user's request for a leader role, for an admin to decide. */
export function createLeaderRequest(body: BodyOf<'createLeaderRequest'>) {
  return api('createLeaderRequest', { body });
}

/** Files the signed-in user's request for their school's Greek-life office, for an admin to decide. */
export function createOfficeRequest(body: BodyOf<'createOfficeRequest'>) {
  return api('createOfficeRequest', { body });
}
