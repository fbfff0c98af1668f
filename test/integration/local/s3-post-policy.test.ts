/**
 * The local S3 holds a browser form upload to its signed POST policy, as
 * S3 does: a form changed in any way the policy does not allow (its key,
 * bucket, type, size), expired or unsigned is refused with S3's error, and
 * stores nothing; the form as signed stores its file.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { s3Client } from '../../../functions/lib/clients/s3';
import { signPresignedPost } from '../../../functions/lib/s3/presigned-post';
import { newUploadKey, uploadPolicy } from '../../../functions/media/upload-policy';
import { LOCAL_CREDENTIALS } from '../../../infra/local/credentials';
import { LOCAL_BUCKETS } from '../../../infra/local/emulators';
import { TEST_WEB_ORIGINS } from '../../support/emulators';
import { postForm } from '../media/fixtures';

const [MEDIA, LOGOS] = LOCAL_BUCKETS;
const s3 = inject('emulators').s3;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** A presigned form for a new upload of a new user, signed `ago` ms before now. */
function form(ago = 0) {
  const key = newUploadKey(randomUUID(), randomUUID(), 'image/png', new Date());
  const post = signPresignedPost(uploadPolicy(MEDIA, key, 'image/png'), LOCAL_CREDENTIALS, { region: LOCAL_CREDENTIALS.region, endpoint: s3 }, new Date(Date.now() - ago));
  return { ...post, key };
}

/** S3's error: the status and the `<Error>`'s code and message. */
async function refusal(res: Response) {
  const xml = await res.text();
  return { status: res.status, code: /<Code>(.*?)<\/Code>/.exec(xml)?.[1], message: /<Message>(.*?)<\/Message>/.exec(xml)?.[1], xml };
}

async function bytesAt(bucket: string, key: string): Promise<string | undefined> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return object.Body!.transformToString();
  } catch {
    return undefined;
  }
}

const absent = async (bucket: string, key: string) => (await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(() => false, () => true));

describe('a form upload to the local S3', () => {
  it('as signed: stores the file with its declared type', async () => {
    const upload = form();
    expect((await postForm(upload, png)).status).toBe(204);
    const stored = await s3Client().send(new GetObjectCommand({ Bucket: MEDIA, Key: upload.key }));
    expect(stored.ContentType).toBe('image/png');
    expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(png);
  });

  it("with its key changed: refused, and another user's upload stays as it was", async () => {
    const victim = form();
    await s3Client().send(new PutObjectCommand({ Bucket: MEDIA, Key: victim.key, Body: 'the victim’s photo', ContentType: 'image/png' }));
    const attacker = form();
    const res = await refusal(await postForm(attacker, Buffer.from('<html>replaced</html>'), { key: victim.key }));
    expect(res).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${attacker.key}"]`,
    });
    expect(await bytesAt(MEDIA, victim.key)).toBe('the victim’s photo');
    expect(await absent(MEDIA, attacker.key)).toBe(true);
  });

  it('posted to the school-logos bucket: refused, nothing stored there', async () => {
    const upload = form();
    const changed: Record<string, string>[] = [{}, { key: `schools/${randomUUID()}.png` }];
    for (const changes of changed) {
      const res = await refusal(await postForm(upload, png, changes, `${s3}/${LOGOS}`));
      expect(res).toMatchObject({ status: 403, code: 'AccessDenied' });
      expect(res.message).toMatch(/^Invalid according to Policy: Policy Condition failed: \["eq", "\$(bucket|key)"/);
      expect(await absent(LOGOS, changes.key ?? upload.key)).toBe(true);
    }
  });

  it('with another content type, an extra field, or no signature: refused', async () => {
    const upload = form();
    expect(await refusal(await postForm(upload, png, { 'Content-Type': 'text/html' }))).toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    });
    expect(await refusal(await postForm(upload, png, { 'Cache-Control': 'max-age=1' }))).toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Extra input fields: cache-control',
    });
    const unsigned = { ...upload, fields: Object.fromEntries(Object.entries(upload.fields).filter(([name]) => !['Policy', 'X-Amz-Signature'].includes(name))) };
    expect(await refusal(await postForm(unsigned, png))).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
    expect(await absent(MEDIA, upload.key)).toBe(true);
  });

  it('after its window: refused as expired', async () => {
    const upload = form(11 * 60 * 1000);
    expect(await refusal(await postForm(upload, png))).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
    expect(await absent(MEDIA, upload.key)).toBe(true);
  });

  it('over 50 MB: 400 EntityTooLarge with the sizes, readable by the web origin', async () => {
    const upload = form();
    const big = Buffer.alloc(52_428_801, 1);
    png.copy(big);
    const origin = TEST_WEB_ORIGINS[0] as string;
    const res = await postForm(upload, big, {}, upload.url, { origin });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const answer = await refusal(res);
    expect(answer).toMatchObject({ status: 400, code: 'EntityTooLarge' });
    expect(answer.xml).toContain('<ProposedSize>52428801</ProposedSize><MaxSizeAllowed>52428800</MaxSizeAllowed>');
    expect(await absent(MEDIA, upload.key)).toBe(true);
  });
});
