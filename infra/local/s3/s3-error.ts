/**
 * An S3 error response as S3 sends it: the status, and an XML `<Error>`
 * with its code, message, the details of the error, and request ids.
 */
import { randomBytes } from 'node:crypto';

export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  /** Further elements of the `<Error>` (`ProposedSize`, `MaxSizeAllowed`, `ArgumentName`…). */
  detail?: Readonly<Record<string, string | number>>;
}

// Element text: quotes stay as they are (S3 quotes a policy condition in its message).
const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

/** The XML body of a refusal, with a request id as S3 gives every answer. */
export function s3ErrorXml(refusal: S3Refusal, requestId = randomBytes(8).toString('hex').toUpperCase()): string {
  const detail = Object.entries(refusal.detail ?? {}).map(([name, value]) => element(name, value));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Error>${element('Code', refusal.code)}${element('Message', refusal.message)}${detail.join('')}${element('RequestId', requestId)}${element('HostId', requestId)}</Error>`,
  ].join('\n');
}
