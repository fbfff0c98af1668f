import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { signPresignedGet } from '../../../functions/lib/s3/presigned-get';

const bytesOf = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** The SDK signer's hash, on node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session/token+=' };
const NOW = new Date('2030-03-02T17:00:00Z');
const OPTIONS = {
  bucket: 'documents-bucket',
  key: 'vendor-certificates/e1/v1/1900000000000-ab12cd34 (copy).pdf',
  expiresIn: 300,
  contentDisposition: 'attachment; filename="certificate-of-insurance-campus-guard.pdf"',
  contentType: 'application/pdf',
};

/** What the AWS SDK's SigV4 signer answers for the same GET (the S3 presigner's settings: unsigned payload, path not escaped twice). */
async function sdkSignature(host: string, path: string): Promise<string> {
  const signer = new SignatureV4({ credentials, region: 'us-east-1', service: 's3', sha256: Sha256, uriEscapePath: false, applyChecksum: false });
  const unsigned = new Set(['x-amz-content-sha256']);
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: 'https:',
      hostname: host,
      path,
      headers: { host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      query: { 'response-content-disposition': OPTIONS.contentDisposition, 'response-content-type': OPTIONS.contentType },
    },
    { expiresIn: OPTIONS.expiresIn, signingDate: NOW, unhoistableHeaders: unsigned, unsignableHeaders: unsigned },
  );
  return signed.query?.['X-Amz-Signature'] as string;
}

describe('a presigned GET signed with node:crypto', () => {
  it('is signed as the AWS SDK signs it, virtual-hosted in AWS', async () => {
    const url = new URL(signPresignedGet(OPTIONS, credentials, { region: 'us-east-1' }, NOW));
    expect(url.host).toBe('documents-bucket.s3.us-east-1.amazonaws.com');
    expect(url.pathname).toBe('/vendor-certificates/e1/v1/1900000000000-ab12cd34%20%28copy%29.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(OPTIONS.contentDisposition);
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe(credentials.sessionToken);
    expect(url.searchParams.get('X-Amz-Signature')).toBe(await sdkSignature(url.host, url.pathname));
  });

  it('is path-style on the local emulator, signed alike', async () => {
    const url = new URL(signPresignedGet(OPTIONS, credentials, { region: 'us-east-1', endpoint: 'http://127.0.0.1:4569/' }, NOW));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4569/documents-bucket/vendor-certificates/e1/v1/1900000000000-ab12cd34%20%28copy%29.pdf');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(await sdkSignature(url.host, url.pathname));
  });

  it('changes with anything signed: the key, the download name, the time', () => {
    const base = signPresignedGet(OPTIONS, credentials, { region: 'us-east-1' }, NOW);
    const sig = (u: string) => new URL(u).searchParams.get('X-Amz-Signature');
    expect(sig(signPresignedGet({ ...OPTIONS, key: 'vendor-certificates/other.pdf' }, credentials, { region: 'us-east-1' }, NOW))).not.toBe(sig(base));
    expect(sig(signPresignedGet({ ...OPTIONS, contentDisposition: 'inline' }, credentials, { region: 'us-east-1' }, NOW))).not.toBe(sig(base));
    expect(sig(signPresignedGet(OPTIONS, credentials, { region: 'us-east-1' }, new Date(NOW.getTime() + 1000)))).not.toBe(sig(base));
  });
});
