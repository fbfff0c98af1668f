/**
 * Post Photo/Video, the checks of what the browser uploaded. The upload is
 * first copied to a new key under `checked/`, which only this function
 * writes, and deleted: the checks read that copy, and the galleries show
 * it, so a form re-posted to the upload's key (it stays valid for its whole
 * window) reaches nothing anyone reads. Then its size (at most 50 MB) and
 * its type: by its first bytes, a video's container beyond them
 * (`container.ts`), an image by decoding it into its gallery image
 * (`thumbnail.ts`). What breaks a rule is deleted.
 */
import { LIMITS } from '../../shared/limits';
import { MEDIA_MESSAGES, isVideoAddress, type MediaType } from '../../shared/schemas/media';
import { badRequest, type HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { deleteMediaObjects } from '../domains/catalog/media/remove';
import { HEAD_BYTES, isWellFormedVideo } from './container';
import { copyObject, objectSize, putImage, readObject, readRange } from './objects';
import { matchesDeclared, sniffMediaType } from './sniff';
import { makeThumbnail } from './thumbnail';
import { newCheckedKey, thumbnailKey } from './upload-policy';

/** Deletes `keys`, then refuses with `error`. */
export async function refuse(keys: string[], error: HttpError): Promise<never> {
  await deleteMediaObjects(keys);
  throw error;
}

/** Moves the upload at `uploadKey` to a new key under `checked/`; undefined when there is no upload there. */
export async function takeUpload(uploadKey: string, declared: MediaType): Promise<string | undefined> {
  const checkedKey = newCheckedKey(uploadKey);
  if (!(await copyObject(uploadKey, checkedKey, declared))) return undefined;
  await deleteMediaObjects([uploadKey]);
  return checkedKey;
}

const invalidType = () => badRequest(MEDIA_MESSAGES.invalidType.title);

/** Checks the copied upload at `key` is what it claims to be; its gallery image's key for an image, null for a video. */
export async function checkUpload(key: string, declared: MediaType): Promise<string | null> {
  const size = await objectSize(key);
  if (size === undefined) throw badRequest(MEDIA_MESSAGES.noFile.description);
  if (size > LIMITS.uploadBytes) return refuse([key], badRequest(MEDIA_MESSAGES.tooLarge.title));
  if (size === 0) return refuse([key], badRequest(MEDIA_MESSAGES.noFile.title));
  const head = await readRange(key, 0, HEAD_BYTES);
  const actual = sniffMediaType(head);
  if (!actual || !matchesDeclared(actual, declared)) return refuse([key], invalidType());
  if (isVideoAddress(key)) {
    const source = { size, head, read: (offset: number, length: number) => readRange(key, offset, length) };
    if (!(await isWellFormedVideo(actual, source))) return refuse([key], invalidType());
    return null;
  }
  let thumbnail: Uint8Array;
  try {
    thumbnail = await makeThumbnail(size <= head.length ? head : await readObject(key));
  } catch (error) {
    // Right first bytes, but no image after them.
    logger.warn('Upload is not a decodable image', { key, error });
    return refuse([key], invalidType());
  }
  const thumbKey = thumbnailKey(key);
  await putImage(thumbKey, thumbnail, 'image/webp');
  return thumbKey;
}
