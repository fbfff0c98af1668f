/** Delete a photo or video: its uploader, its chapter's leaders and platform admins may (shared/authz.ts). */
import type { OkResponse } from '../../shared/api/types';
import { mayDeleteMedia, type Standing } from '../../shared/authz';
import { MEDIA_MESSAGES } from '../../shared/schemas/media';
import { getMediaRecordForCaller } from '../domains/catalog/media/media';
import { readStanding } from '../domains/people/roles/roles';
import { HttpError, notFound } from '../lib/errors';
import { refuseEndedSession } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { removeMedia } from '../domains/catalog/media/remove';

const NO_STANDING: Standing = { hasProfile: false, chapterId: null, roles: [] };

export async function deleteMedia(caller: SessionHolder, id: string): Promise<OkResponse> {
  const sub = caller.sub;
  const { record, isAdmin, profile } = await getMediaRecordForCaller(id, sub);
  refuseEndedSession(caller, profile);
  if (!record) throw notFound(MEDIA_MESSAGES.notFound);
  // The uploader and an admin may whatever their roles: the standing (a Query) only for anyone else.
  const standing = isAdmin || record.uploadedBy === sub ? NO_STANDING : await readStanding(sub);
  if (!mayDeleteMedia({ sub, isAdmin, standing }, record)) throw new HttpError(403, MEDIA_MESSAGES.notAllowed);
  // Removed meanwhile by someone else: the outcome the caller wanted.
  await removeMedia(record);
  return { ok: true };
}
