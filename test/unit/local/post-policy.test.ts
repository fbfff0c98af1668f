import { describe, expect, it } from 'vitest';
import { policySignature, signPresignedPost, type PresignedPost, type PostPolicyOptions } from '../../../functions/lib/s3/presigned-post';
import { uploadPolicy } from '../../../functions/media/upload-policy';
import { checkPostForm, type PostContext } from '../../../infra/local/s3/post-policy';
import { s3ErrorXml } from '../../../infra/local/s3/s3-error';

const SIGNED_AT = new Date('2030-03-02T17:00:00.000Z');
const WITHIN = new Date('2030-03-02T17:09:59.000Z');
const KEY = 'uploads/0b7c6a8e-1d2f-4a3b-9c4d-5e6f7a8b9c0d/6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9/1898182800000-0a1b2c3d.png';
const LOCATION = { region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' };
const CONTEXT: PostContext = { bucket: 'event-media', region: 'us-east-1', now: WITHIN, secrets: { local: 'local' } };

const sign = (options: PostPolicyOptions = uploadPolicy('event-media', KEY, 'image/png'), secretAccessKey = 'local') =>
  signPresignedPost(options, { accessKeyId: 'local', secretAccessKey }, LOCATION, SIGNED_AT);

/** The form a browser sends: the presigned fields (changed as given), then a file of `size` bytes. */
const form = (post: PresignedPost, changes: Record<string, string | undefined> = {}, size: number | undefined = 1000) => ({
  fields: Object.entries({ ...post.fields, ...changes }).filter((e): e is [string, string] => e[1] !== undefined),
  fileSize: size,
});

const check = (post: PresignedPost, changes: Record<string, string | undefined> = {}, size?: number, context: Partial<PostContext> = {}) =>
  checkPostForm(form(post, changes, size ?? 1000), { ...CONTEXT, ...context });

describe('the local S3 twin holds a form upload to its signed policy', () => {
  it('takes the presigned form as signed, any time until it expires', () => {
    expect(check(sign())).toBeNull();
    expect(check(sign(), {}, 1, { now: new Date('2030-03-02T17:10:00.000Z') })).toBeNull();
  });

  it('refuses a changed key, bucket or content type as S3 does (403 AccessDenied, the condition quoted)', () => {
    expect(check(sign(), { key: KEY.replace('0b7c6a8e', '1c8d7b9f') })).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${KEY}"]`,
    });
    expect(check(sign(), {}, 1000, { bucket: 'school-logos' })).toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "event-media"]',
    });
    expect(check(sign(), { 'Content-Type': 'text/html' })).toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    });
    // A `bucket` field naming the other bucket changes nothing: the bucket is the one posted to.
    expect(check(sign(), { bucket: 'school-logos' }, 1000, { bucket: 'school-logos' })).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('refuses a file outside the size range (400 EntityTooLarge / EntityTooSmall, with the sizes)', () => {
    expect(check(sign(), {}, 52_428_800)).toBeNull();
    expect(check(sign(), {}, 52_428_801)).toEqual({
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      detail: { ProposedSize: 52_428_801, MaxSizeAllowed: 52_428_800 },
    });
    expect(check(sign(), {}, 0)).toMatchObject({ status: 400, code: 'EntityTooSmall', detail: { ProposedSize: 0, MinSizeAllowed: 1 } });
  });

  it('refuses an expired form', () => {
    expect(check(sign(), {}, 1000, { now: new Date('2030-03-02T17:10:01.000Z') })).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('refuses a form whose policy or signature was changed, or signed with another secret or an unknown key', () => {
    const post = sign();
    const widened = Buffer.from(Buffer.from(post.fields.Policy!, 'base64').toString('utf8').replace(`"${KEY}"`, '""').replace('"eq","$key"', '"starts-with","$key"')).toString('base64');
    const mismatch = { status: 403, code: 'SignatureDoesNotMatch' };
    expect(check(post, { Policy: widened, key: 'anything.png' })).toMatchObject(mismatch);
    expect(check(post, { 'X-Amz-Signature': '0'.repeat(64) })).toMatchObject(mismatch);
    expect(check(sign(undefined, 'guessed'))).toMatchObject(mismatch);
    expect(check(post, { 'X-Amz-Credential': post.fields['X-Amz-Credential']!.replace(/^local/, 'AKIAOTHER') })).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(check(post, { 'X-Amz-Credential': post.fields['X-Amz-Credential']!.replace('us-east-1', 'eu-west-1') })).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
  });

  it('refuses a field no condition names (extra input), except x-ignore- fields', () => {
    expect(check(sign(), { 'x-amz-meta-owner': 'someone' })).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: x-amz-meta-owner',
    });
    expect(check(sign(), { 'x-ignore-note': 'fine' })).toBeNull();
  });

  it('refuses an unsigned form (AccessDenied), and one without a key or a file (400 InvalidArgument)', () => {
    expect(check(sign(), { Policy: undefined, 'X-Amz-Signature': undefined })).toEqual({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
    expect(check(sign(), { key: undefined })).toMatchObject({ status: 400, code: 'InvalidArgument', detail: { ArgumentName: 'key' } });
    expect(checkPostForm({ fields: form(sign()).fields, fileSize: undefined }, CONTEXT)).toMatchObject({ status: 400, code: 'InvalidArgument', detail: { ArgumentName: 'file' } });
  });

  it('holds starts-with conditions: a key under the prefix passes, any other is refused', () => {
    // A policy of its own (the SDK's form always names its exact key too).
    const fields = { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256', 'X-Amz-Credential': 'local/20300302/us-east-1/s3/aws4_request', 'X-Amz-Date': '20300302T170000Z' };
    const conditions = [{ bucket: 'event-media' }, ['starts-with', '$key', 'uploads/u1/'], ...Object.entries(fields).map(([name, value]) => ({ [name]: value }))];
    const Policy = Buffer.from(JSON.stringify({ expiration: '2030-03-02T17:10:00Z', conditions })).toString('base64');
    const post: PresignedPost = { url: '', fields: { ...fields, key: 'uploads/u1/a.png', Policy, 'X-Amz-Signature': policySignature(Policy, 'local', '20300302', 'us-east-1') } };
    expect(check(post, { key: 'uploads/u1/b.png' })).toBeNull();
    expect(check(post, { key: 'checked/u1/b.png' })).toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "uploads/u1/"]',
    });
  });

  it('reads field names whatever their case, as S3 does', () => {
    const post = sign();
    const lower = Object.fromEntries(Object.entries(post.fields).map(([name, value]) => [name.toLowerCase(), value]));
    expect(checkPostForm({ fields: Object.entries(lower), fileSize: 10 }, CONTEXT)).toBeNull();
  });

  it('answers in S3’s XML error shape', () => {
    const xml = s3ErrorXml({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', detail: { ProposedSize: 5, MaxSizeAllowed: 4 } }, 'REQ1');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message><ProposedSize>5</ProposedSize><MaxSizeAllowed>4</MaxSizeAllowed><RequestId>REQ1</RequestId><HostId>REQ1</HostId></Error>',
    );
  });
});
