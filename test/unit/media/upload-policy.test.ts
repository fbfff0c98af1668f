import { describe, expect, it } from 'vitest';
import { signPresignedPost } from '../../../functions/lib/s3/presigned-post';
import { newCheckedKey, newUploadKey, parseUploadKey, thumbnailKey, uploadPolicy, UPLOAD_POLICY_SECONDS } from '../../../functions/media/upload-policy';

const SUB = '0b7c6a8e-1d2f-4a3b-9c4d-5e6f7a8b9c0d';
const EVENT = '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const NOW = new Date('2030-03-02T17:00:00.000Z');

/** The policy document S3 will enforce, decoded from the form fields the browser sends. */
function signedPolicy(key: string, type: Parameters<typeof uploadPolicy>[2]) {
  const post = signPresignedPost(uploadPolicy('event-media', key, type), { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' }, { region: 'us-east-1' }, NOW);
  const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
  return { post, policy };
}

describe('the presigned POST of an upload', () => {
  it('binds the exact key, the declared content type and 1 byte to 50 MB, and is signed', () => {
    const key = newUploadKey(SUB, EVENT, 'image/png', NOW);
    const { post, policy } = signedPolicy(key, 'image/png');
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 52_428_800]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual(['eq', '$key', key]);
    expect(policy.conditions).toContainEqual({ bucket: 'event-media' });
    expect(post.fields).toMatchObject({ key, 'Content-Type': 'image/png' });
    expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is signed for keys under uploads/ only: never for what the galleries show', () => {
    for (const key of [`checked/${SUB}/${EVENT}/1-a-b.png`, `thumbs/${SUB}/${EVENT}/1-a-b.webp`, `${SUB}/${EVENT}/1-a.png`]) {
      expect(() => uploadPolicy('event-media', key, 'image/png'), key).toThrow('A presigned POST may only write under uploads/');
    }
  });

  it('expires after the upload window', () => {
    const { policy } = signedPolicy(newUploadKey(SUB, EVENT, 'video/mp4', NOW), 'video/mp4');
    expect(Date.parse(policy.expiration)).toBe(NOW.getTime() + UPLOAD_POLICY_SECONDS * 1000);
  });
});

describe('upload keys', () => {
  it('are uploads/{userId}/{eventId}/{timestamp}-{random}.{ext}, new on every call', () => {
    const a = newUploadKey(SUB, EVENT, 'video/quicktime', NOW);
    const b = newUploadKey(SUB, EVENT, 'video/quicktime', NOW);
    expect(a).toMatch(new RegExp(`^uploads/${SUB}/${EVENT}/${NOW.getTime()}-[0-9a-f]{8}\\.mov$`));
    expect(a).not.toBe(b);
  });

  it('are accepted back only from their uploader, for their event, with the declared type', () => {
    const key = newUploadKey(SUB, EVENT, 'image/webp', NOW);
    expect(parseUploadKey(key, SUB, EVENT)).toBe('image/webp');
    expect(parseUploadKey(key, EVENT, EVENT)).toBeNull();
    expect(parseUploadKey(key, SUB, SUB)).toBeNull();
    expect(parseUploadKey(`../${key}`, SUB, EVENT)).toBeNull();
    expect(parseUploadKey(key.replace('.webp', '.exe'), SUB, EVENT)).toBeNull();
    // What the API wrote itself is no upload to record.
    expect(parseUploadKey(key.replace(/^uploads\//, 'checked/'), SUB, EVENT)).toBeNull();
    expect(parseUploadKey(key.replace(/^uploads\//, ''), SUB, EVENT)).toBeNull();
  });

  it('are copied, once checked, to a new key under checked/ on every call (a repeat never writes over what is shown)', () => {
    const key = newUploadKey(SUB, EVENT, 'image/jpeg', NOW);
    const name = key.slice('uploads/'.length, -'.jpg'.length);
    const a = newCheckedKey(key);
    expect(a).toMatch(new RegExp(`^checked/${name}-[0-9a-f]{8}\\.jpg$`));
    expect(newCheckedKey(key)).not.toBe(a);
  });

  it('give images a WebP gallery image under thumbs/', () => {
    expect(thumbnailKey(`checked/${SUB}/${EVENT}/1-a-b.jpg`)).toBe(`thumbs/${SUB}/${EVENT}/1-a-b.webp`);
  });
});
