/** Response types of photos and videos (media): the gallery item and the presigned upload. */

/** A photo or video as every gallery shows it. */
export interface MediaItem {
  id: string;
  /** The original (served through CloudFront `/media` in AWS, s3rver locally). */
  url: string;
  /** A small image for galleries (images only; null for videos and for media recorded before thumbnails). */
  thumbnailUrl?: string | null;
  caption: string | null;
  isVideo: boolean;
  createdAt: string;
  /** The party event it was posted to, its chapter, and who posted it (who may delete it). */
  eventId?: string;
  chapterId?: string;
  uploadedBy?: string;
}

/** POST /party-events/{id}/media/uploads: a presigned POST straight to the media bucket. */
export interface MediaUploadResponse {
  /** Where the browser POSTs the form. */
  url: string;
  /** Form fields to send before the file (the key, the policy and its signature). */
  fields: Record<string, string>;
  /** The object key the file will have, for POST /party-events/{id}/media. */
  key: string;
}
