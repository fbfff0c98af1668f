/**
 * Source of the CloudFront Functions (cloudfront-js-2.0) of the distribution.
 * Kept as plain strings so the exact code that runs at the edge is visible
 * and testable.
 */
import { MEDIA_PREFIX } from '../../functions/domains/catalog/media/prefixes';

/**
 * Default behaviour (the SPA bucket): a path without a file extension is a
 * client-side route (`/schools/123`), answered with `/index.html`. Only this
 * behaviour rewrites, so API and media errors keep their real status.
 */
export const SPA_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * \`/media/*\` and \`/logos/*\`: the object key is the rest of the path
 * (\`/media/events/1.jpg\` → key \`events/1.jpg\`), as the functions build URLs
 * from MEDIA_BASE_URL + key. Uploads are not served: what a browser posted is
 * shown only once the media function checked and copied it.
 */
export const STRIP_PREFIX_SOURCE = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('/media/${MEDIA_PREFIX.uploads}') === 0) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  request.uri = request.uri.replace(/^\\/(media|logos)\\//, '/');
  return request;
}`;
