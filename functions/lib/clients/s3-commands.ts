/**
 * The S3 client and the commands the functions send, in one module that the
 * media calls load by `import()`: the S3 SDK is about 130 KiB minified, and
 * neither a cold start nor the media function's upload path (a presigned POST
 * signed with node:crypto, functions/lib/s3/presigned-post.ts) needs it. In a
 * bundle it is a chunk of its own (infra/constructs/bundling.ts).
 */
export { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
export { s3Client } from './s3';
