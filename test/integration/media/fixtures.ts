/**
 * Posting photos and videos as the browser does: a presigned POST from the
 * API, the file sent straight to the local S3 with its form fields, then the
 * record call. Real images come from sharp.
 */
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { MediaItem, MediaUploadResponse } from '../../../shared/api/types';
import type { MediaType } from '../../../shared/schemas/media';
import { s3Client } from '../../../functions/lib/clients/s3';
import { loadConfig } from '../../../functions/lib/config';
import { keys } from '../../../functions/domains/keys';
import { getItem } from '../../../functions/lib/db/table';
import { objectSize } from '../../../functions/media/objects';
import { recordMedia } from '../../../functions/media/record';
import { newUploadKey } from '../../../functions/media/upload-policy';
import { invoke, type InvokeResult } from '../../support/invoke';
import { sessionOf } from '../../support/session';
import type { TestUser } from '../leaders/fixtures';

/** A real PNG of `width`×`height`. */
export function pngImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8b1e3f' } }).png().toBuffer();
}

/** Asks the API for a presigned POST of `contentType` to `eventId`. */
export async function presign(user: TestUser, eventId: string, contentType: MediaType, size: number): Promise<MediaUploadResponse> {
  const res = await invoke<MediaUploadResponse>('createMediaUpload', { params: { id: eventId }, body: { contentType, size }, claims: user.claims });
  if (res.statusCode !== 200) throw new Error(`presign answered ${res.statusCode}: ${res.text}`);
  return res.json;
}

/** Posts `bytes` with the form's fields (and `changes` to them), as a browser form upload does; S3's answer. */
export async function postForm(
  upload: Pick<MediaUploadResponse, 'url' | 'fields'>,
  bytes: Uint8Array,
  changes: Record<string, string> = {},
  url = upload.url,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...changes })) form.append(name, value);
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: upload.fields['Content-Type'] }));
  return fetch(url, { method: 'POST', body: form, headers });
}

/** Sends `bytes` with the presigned form; throws when S3 refuses them. */
export async function sendForm(upload: MediaUploadResponse, bytes: Uint8Array): Promise<void> {
  const res = await postForm(upload, bytes);
  if (res.status >= 300) throw new Error(`S3 refused the upload (${res.status}): ${await res.text()}`);
}

/** Asks the API to record the upload at `key`. */
export function record(user: TestUser, eventId: string, key: string, caption?: string): Promise<InvokeResult<MediaItem>> {
  return invoke<MediaItem>('recordMedia', { params: { id: eventId }, body: { key, ...(caption === undefined ? {} : { caption }) }, claims: user.claims });
}

/** The whole post: presign as `declared`, upload `bytes`, record. */
export async function post(user: TestUser, eventId: string, bytes: Uint8Array, declared: MediaType, caption?: string) {
  const upload = await presign(user, eventId, declared, bytes.byteLength);
  await sendForm(upload, bytes);
  return { key: upload.key, res: await record(user, eventId, upload.key, caption) };
}

/** True when the media bucket holds an object at `key`. */
export async function stored(key: string): Promise<boolean> {
  return (await objectSize(key)) !== undefined;
}

/** The keys of the media bucket under `prefix`. */
export async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await s3Client().send(new ListObjectsV2Command({ Bucket: loadConfig().mediaBucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

/** What an upload left anywhere in the bucket: at its own key, checked copies, gallery images. */
export async function leftOf(uploadKey: string): Promise<string[]> {
  const name = uploadKey.replace(/^uploads\//, '').replace(/\.[^./]+$/, '');
  const kept = await Promise.all([keysUnder(uploadKey), keysUnder(`checked/${name}-`), keysUnder(`thumbs/${name}-`)]);
  return kept.flat();
}

/** A small PNG stored at a new upload key of `sub` for `eventId` (what a browser's upload leaves), and its key. */
export async function storedUpload(sub: string, eventId: string): Promise<string> {
  const key = newUploadKey(sub, eventId, 'image/png', new Date());
  const body = await pngImage(16, 16);
  await s3Client().send(new PutObjectCommand({ Bucket: loadConfig().mediaBucket, Key: key, Body: body, ContentType: 'image/png' }));
  return key;
}

/** A recorded photo of `sub` at `eventId`, through the media service. */
export async function recordedPhoto(sub: string, eventId: string): Promise<MediaItem> {
  return recordMedia(sessionOf(sub), eventId, { key: await storedUpload(sub, eventId) }, new Date());
}

/** A chapter's stored `recentMedia` (newest first). */
export async function recentMedia(chapterId: string): Promise<MediaItem[]> {
  const item = await getItem(keys.chapter.item(chapterId), { consistent: true });
  return (item?.recentMedia as MediaItem[] | undefined) ?? [];
}
