/**
 * The platform's e-mails as raw MIME (nodemailer's MailComposer) through SES
 * v1 SendRawEmail: images and calendar files travel as attachments, headers
 * with Greek letters are encoded. The local SES twin keeps the attachments,
 * so its inbox shows them.
 */
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { sesClient } from './clients/ses';
import { loadConfig } from './config';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailParts {
  to: string;
  subject: string;
  html?: string;
  text?: string;
  attachments?: Mail.Attachment[];
  from?: string;
}

/** The raw MIME message. */
export function composeMail({ from = loadConfig().mailFrom, ...parts }: MailParts): Promise<Buffer> {
  return new MailComposer({ from, ...parts }).compile().build();
}

/** Sends a raw message; throws when SES refuses it (the queue then retries). */
export async function sendRawMail(raw: Buffer): Promise<void> {
  await sesClient().send(new SendRawEmailCommand({ RawMessage: { Data: raw } }));
}

/** A simple HTML page of paragraphs (already escaped by the caller where needed). */
export function htmlPage(heading: string, paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif">\n<h1>${escapeHtml(heading)}</h1>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}\n</body></html>`;
}
