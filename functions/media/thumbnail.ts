/**
 * The gallery image of a photo: at most 480 px on its longer side, WebP,
 * turned upright by its EXIF orientation. sharp is a native module: only
 * this function carries it (infra/features.ts `FEATURE_RUNTIME`), and it is
 * loaded on the first photo rather than at cold start (libvips takes
 * longer to load than the rest of the function together).
 */
export const THUMBNAIL_PX = 480;

let sharpModule: Promise<typeof import('sharp')> | undefined;

/** The thumbnail of an image; throws when the bytes are no decodable image. */
export async function makeThumbnail(image: Uint8Array): Promise<Uint8Array> {
  sharpModule ??= import('sharp');
  const { default: sharp } = await sharpModule;
  const out = await sharp(image, { failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
