import * as z from 'zod/mini';

/** The largest logo accepted, in bytes (a logo is shown at most 80 px wide). */
export const MAX_LOGO_BYTES = 1024 * 1024;

export const INVALID_LOGO_TYPE = 'Invalid file type: Please upload an image file';
export const LOGO_TOO_LARGE = 'File too large: a logo may be at most 1 MB';

/** A logo upload: the image's bytes in base64 (its type is decided by its content, never by a name or header). */
export const uploadLogoSchema = z.object({
  contentBase64: z
    .string({ error: INVALID_LOGO_TYPE })
    // 4 base64 characters per 3 bytes: a larger text cannot hold an acceptable image.
    .check(z.minLength(1, INVALID_LOGO_TYPE), z.maxLength(Math.ceil(MAX_LOGO_BYTES / 3) * 4, LOGO_TOO_LARGE), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, INVALID_LOGO_TYPE)),
});
