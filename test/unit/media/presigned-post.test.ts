import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bucketUrl, signPresignedPost, type BucketLocation, type SigningCredentials } from '../../../functions/lib/s3/presigned-post';
import { uploadPolicy } from '../../../functions/media/upload-policy';

const NOW = new Date('2030-03-02T17:00:00.000Z');
const KEY = 'uploads/0b7c6a8e-1d2f-4a3b-9c4d-5e6f7a8b9c0d/6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9/1898182800000-0a1b2c3d.jpg';
const ROLE: SigningCredentials = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLE' };
const KEYS_ONLY: SigningCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The form the AWS SDK's own `createPresignedPost` builds at `NOW` with the same inputs. */
async function sdkPost(bucket: string, credentials: SigningCredentials, { region, endpoint }: BucketLocation) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const client = new S3Client({ region, endpoint, forcePathStyle: Boolean(endpoint), credentials });
  return createPresignedPost(client, uploadPolicy(bucket, KEY, 'image/jpeg'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the presigned POST signed without the S3 SDK', () => {
  const cases: [string, string, SigningCredentials, BucketLocation][] = [
    ['a Lambda role in AWS (session token, virtual-hosted bucket)', 'greek-campus-media-1a2b3c4d', ROLE, { region: 'us-east-1' }],
    ['another region', 'greek-campus-media-1a2b3c4d', ROLE, { region: 'eu-west-1' }],
    ['the local S3 emulator (keys only, path-style)', 'event-media', KEYS_ONLY, { region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' }],
  ];

  it.each(cases)('is the form the AWS SDK builds, field for field and signature too: %s', async (_, bucket, credentials, location) => {
    const ours = signPresignedPost(uploadPolicy(bucket, KEY, 'image/jpeg'), credentials, location, NOW);
    const sdk = await sdkPost(bucket, credentials, location);
    expect(ours.url).toBe(sdk.url);
    // Same fields in the same order: the policy document is compared byte for byte through its base64.
    expect(Object.entries(ours.fields)).toEqual(Object.entries(sdk.fields));
  });

  it('signs a policy S3 enforces: the exact key, the declared type, the size range, and the expiry from the signing time', () => {
    const post = signPresignedPost(uploadPolicy('event-media', KEY, 'image/jpeg'), ROLE, { region: 'us-east-1' }, NOW);
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.expiration).toBe('2030-03-02T17:10:00Z');
    expect(policy.conditions).toContainEqual(['eq', '$key', KEY]);
    expect(policy.conditions).toContainEqual({ 'X-Amz-Security-Token': ROLE.sessionToken });
    expect(post.fields['X-Amz-Credential']).toBe('ASIAEXAMPLE/20300302/us-east-1/s3/aws4_request');
    expect(post.fields['X-Amz-Date']).toBe('20300302T170000Z');
  });

  it('changes its signature with the secret, so only the role can sign', () => {
    const options = uploadPolicy('event-media', KEY, 'image/jpeg');
    const a = signPresignedPost(options, ROLE, { region: 'us-east-1' }, NOW);
    const b = signPresignedPost(options, { ...ROLE, secretAccessKey: `${ROLE.secretAccessKey}x` }, { region: 'us-east-1' }, NOW);
    expect(a.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(b.fields['X-Amz-Signature']).not.toBe(a.fields['X-Amz-Signature']);
  });

  it('addresses a bucket whose name is no host name path-style, and an endpoint without its trailing slash', () => {
    expect(bucketUrl('my.media.bucket', { region: 'us-west-2' })).toBe('https://s3.us-west-2.amazonaws.com/my.media.bucket');
    expect(bucketUrl('event-media', { region: 'us-east-1', endpoint: 'http://localhost:4569/' })).toBe('http://localhost:4569/event-media');
  });
});
