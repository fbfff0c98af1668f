/**
 * Post Photo/Video, as the browser does it: a presigned POST from the API,
 * the file sent straight to the media bucket with the policy's form fields,
 * then the record call (the API checks what landed, docs/spec/student-side.md §5).
 */
import { useMutation } from '@tanstack/react-query';
import type { MediaItem, MediaUploadResponse } from '../../../shared/api/types';
import type { MediaType } from '../../../shared/media-types';
import { api } from './api';
import type { MutationEffects } from './queries';

/** The storage refused the file (the policy's size or type, an expired form). */
export class UploadRefused extends Error {}

async function sendToStorage(upload: MediaUploadResponse, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  // The file goes last: S3 ignores every field after it.
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new UploadRefused('The file could not be sent. Check your connection and try again.');
  }
  if (!res.ok) throw new UploadRefused(`The storage refused the file (${res.status}).`);
}

/** Uploads `file` to the event and records it with its caption; the recorded photo or video. */
async function postMedia(eventId: string, file: File, caption: string): Promise<MediaItem> {
  const type = file.type as MediaType;
  const upload = await api('createMediaUpload', { params: { id: eventId }, body: { contentType: type, size: file.size } });
  await sendToStorage(upload, file);
  return api('recordMedia', { params: { id: eventId }, body: { key: upload.key, ...(caption ? { caption } : {}) } });
}

/** What one post sends: the event, the file and its caption. */
export interface MediaPost {
  eventId: string;
  file: File;
  caption: string;
}

/** Posts a photo or video; a failure is an {@link UploadRefused} from the storage or the API's refusal. */
export function usePostMedia(effects: MutationEffects<MediaItem, MediaPost, Error>) {
  return useMutation<MediaItem, Error, MediaPost>({ mutationFn: ({ eventId, file, caption }) => postMedia(eventId, file, caption), ...effects });
}
