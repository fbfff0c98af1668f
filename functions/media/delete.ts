/** Delete a photo or video: its uploader, its chapter's leaders and platform admins may (shared/authz.ts). */
import type { OkResponse } from '../../shared/api/types';
import { mayDeleteMedia } from '../../shared/authz';
import { MEDIA_MESSAGES } from '../../shared/schemas/media';
import { isAdmin } from '../lib/db/admins';
import { getMediaRecord } from '../lib/db/media';
import { readStanding } from '../lib/db/roles';
import { HttpError, notFound } from '../lib/errors';
import { removeMedia } from '../lib/media/remove';

export async function deleteMedia(sub: string, id: string): Promise<OkResponse> {
  const [record, standing, admin] = await Promise.all([getMediaRecord(id), readStanding(sub), isAdmin(sub)]);
  if (!record) throw notFound(MEDIA_MESSAGES.notFound);
  if (!mayDeleteMedia({ sub, isAdmin: admin, standing }, record)) throw new HttpError(403, MEDIA_MESSAGES.notAllowed);
  // Removed meanwhile by someone else: the outcome the caller wanted.
  await removeMedia(record);
  return { ok: true };
}
