/**
 * School logos in the `school-logos` bucket (docs/spec/leader-admin-side.md §3 "Storage"): one
 * object per school, named from the slugified school name, served publicly
 * (CloudFront `/logos/*` in AWS, s3rver locally) with a cache-busting
 * timestamp on the URL so a replaced logo shows at once.
 */
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../../lib/clients/s3';
import { loadConfig } from '../../../lib/config';
import type { ImageType } from '../../../lib/image-type';

/** "Texas A&M University" → "texas-a-m-university". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100) || 'school';
}

/**
 * The object key of a school's logo uploaded at `at`: the slug of its name,
 * plus the instant, so two uploads racing never write one object (the one
 * that loses removes its own).
 */
export function logoKey(schoolName: string, type: ImageType, at: Date): string {
  return `${slugify(schoolName)}-${at.getTime()}.${type.ext}`;
}

/** The public URL of a stored logo, versioned by `at`. */
export function logoPublicUrl(key: string, at: Date): string {
  return `${loadConfig().logoBaseUrl}/${key}?v=${at.getTime()}`;
}

/** The object key a public URL of ours points at; undefined for any other URL. */
export function keyOfLogoUrl(url: string | null): string | undefined {
  if (!url) return undefined;
  const base = `${loadConfig().logoBaseUrl}/`;
  if (!url.startsWith(base)) return undefined;
  return url.slice(base.length).split('?')[0] || undefined;
}

export async function putLogo(key: string, bytes: Uint8Array, type: ImageType): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: loadConfig().logoBucket, Key: key, Body: bytes, ContentType: type.contentType, CacheControl: 'public, max-age=31536000, immutable' }),
  );
}

export async function deleteLogo(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: loadConfig().logoBucket, Key: key }));
}
