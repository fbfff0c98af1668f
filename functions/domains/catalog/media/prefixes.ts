/**
 * Where objects live in the media bucket. A browser writes only under
 * `uploads/` (each presigned POST names one exact key there); what the API
 * checked is copied under `checked/` and its gallery image written under
 * `thumbs/`, keys only the media function writes (the bucket's policy says
 * so too: infra/constructs/media-bucket-guard.ts). Galleries list and serve
 * only what the API wrote; nobody serves `uploads/`, which expires.
 *
 * Photos and videos recorded before uploads were copied keep the key they
 * were recorded with (`<user>/<event>/<timestamp>.<ext>`, at the root): the
 * forms that wrote them expired long ago.
 */
export const MEDIA_PREFIX = {
  uploads: 'uploads/',
  checked: 'checked/',
  thumbs: 'thumbs/',
} as const;

/** Days an upload nobody recorded is kept before the bucket expires it. */
export const UPLOAD_EXPIRY_DAYS = 1;
