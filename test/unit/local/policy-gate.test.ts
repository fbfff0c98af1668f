import { describe, expect, it } from 'vitest';
import { formUploadBucket } from '../../../infra/local/s3/policy-gate';

describe('the requests the local S3 gate checks against a POST policy', () => {
  it('are the POSTs to a bucket (form uploads), whatever else is asked of it', () => {
    expect(formUploadBucket('POST', '/event-media')).toBe('event-media');
    expect(formUploadBucket('POST', '/school-logos/')).toBe('school-logos');
    expect(formUploadBucket('POST', '/event-media?x=1')).toBe('event-media');
  });

  it('are not DeleteObjects (POST ?delete), multipart-upload calls on a key, nor any other method', () => {
    expect(formUploadBucket('POST', '/event-media?delete')).toBeUndefined();
    expect(formUploadBucket('POST', '/event-media/uploads/a.png?uploads')).toBeUndefined();
    expect(formUploadBucket('PUT', '/event-media')).toBeUndefined();
    expect(formUploadBucket('GET', '/event-media')).toBeUndefined();
  });
});
