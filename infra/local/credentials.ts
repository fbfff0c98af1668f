/**
 * The one key pair and region of the local stack (`local`/`local`,
 * us-east-1): what the handlers sign with, and what the local S3 twin
 * checks a presigned form's signature against.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local', region: 'us-east-1' } as const;
