/**
 * The local SES inbox (aws-ses-v2-local's `GET /store`) as an e2e journey
 * reads it: the mail to one address with one subject, and the QR code an
 * image part of it carries, decoded.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, inject } from 'vitest';
import '../provided';

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { contentType: string; cid?: string; content: string }[];
}

async function storedMails(): Promise<StoredMail[]> {
  const response = await fetch(inject('stack').sesStoreUrl);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

/** The one mail to `address` with `subject`, waiting for it to arrive (mail may be sent off the request path). */
export async function mailTo(address: string, subject: string): Promise<StoredMail> {
  const matching = async () => (await storedMails()).filter((m) => m.subject === subject && m.destination.to.includes(address));
  await expect.poll(async () => (await matching()).length, { timeout: 60_000, message: `mail "${subject}" to ${address}` }).toBe(1);
  return (await matching())[0]!;
}

/** The latest mail to `address` whose subject starts with `subjectStart` (a subject that carries a code), waiting for one. */
export async function latestMailStarting(address: string, subjectStart: string): Promise<StoredMail> {
  const matching = async () => (await storedMails()).filter((m) => m.subject.startsWith(subjectStart) && m.destination.to.includes(address));
  await expect.poll(async () => (await matching()).length, { timeout: 60_000, message: `mail "${subjectStart}…" to ${address}` }).toBeGreaterThan(0);
  return (await matching()).at(-1)!;
}

/** The text of the QR code in the mail's inline PNG `cid`, or null when there is none or it does not decode. */
export function qrCodeIn(mail: StoredMail, cid: string): string | null {
  const part = mail.attachments.find((a) => a.cid === cid && a.contentType === 'image/png');
  if (!part) return null;
  const png = PNG.sync.read(Buffer.from(part.content, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
