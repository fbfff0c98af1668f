/**
 * Sending a vendor's certificate of insurance as the browser does: the
 * presigned POST from the API, the file sent straight to the local S3's
 * documents bucket with the form's fields, then the confirming call.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import type { ApiErrorBody } from '../../../shared/api/types';
import type { CertificateUploadResponse, VendorsResponse } from '../../../shared/api/vendor-types';
import { s3Client } from '../../../functions/lib/clients/s3';
import { loadConfig } from '../../../functions/lib/config';
import { readObjectIn } from '../../../functions/lib/s3/objects';
import { invoke, type InvokeResult } from '../../support/invoke';

type Claims = Record<string, unknown>;

/** A real one-page PDF, its text varied by `label` so two differ. */
export async function realPdf(label = 'Certificate of insurance'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(label);
  return doc.save();
}

export const presignCertificate = (claims: Claims, eventId: string, vendorId: string, size: number) =>
  invoke<CertificateUploadResponse & ApiErrorBody>('createVendorCertificateUpload', { params: { id: eventId, vendorId }, body: { size }, claims });

/** Posts `bytes` with the form's fields, as a browser form upload does; S3's answer. */
export async function postCertificateForm(upload: Pick<CertificateUploadResponse, 'url' | 'fields'>, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: upload.fields['Content-Type'] }));
  return fetch(upload.url, { method: 'POST', body: form });
}

export const confirmCertificate = (claims: Claims, eventId: string, vendorId: string, key: string): Promise<InvokeResult<VendorsResponse & ApiErrorBody>> =>
  invoke<VendorsResponse & ApiErrorBody>('recordVendorCertificate', { params: { id: eventId, vendorId }, body: { key }, claims });

/** The whole upload: presign, send `bytes`, confirm; the upload key and the confirming answer. */
export async function uploadCertificate(claims: Claims, eventId: string, vendorId: string, bytes: Uint8Array) {
  const presigned = await presignCertificate(claims, eventId, vendorId, Math.max(bytes.byteLength, 1));
  if (presigned.statusCode !== 200) throw new Error(`presign answered ${presigned.statusCode}: ${presigned.text}`);
  const sent = await postCertificateForm(presigned.json, bytes);
  if (sent.status >= 300) throw new Error(`S3 refused the upload (${sent.status}): ${await sent.text()}`);
  return { upload: presigned.json, res: await confirmCertificate(claims, eventId, vendorId, presigned.json.key) };
}

/** The keys of the documents bucket under `prefix`. */
export async function documentKeysUnder(prefix: string): Promise<string[]> {
  const listed = await s3Client().send(new ListObjectsV2Command({ Bucket: loadConfig().documentBucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

export const readDocument = (key: string) => readObjectIn(loadConfig().documentBucket, key);
