/**
 * An event's vendors from the leaders' paperwork panel: declaring them,
 * sending a certificate of insurance (a presigned POST, then the API's check
 * of what landed), and opening one (a download address of a few minutes).
 */
import type { VendorsResponse } from '../../../shared/api/vendor-types';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES, type VendorInput } from '../../../shared/vendors';
import { api } from './api';
import { sendFormWithProgress } from './send-form';

export const saveVendors = (eventId: string, vendors: VendorInput[]): Promise<VendorsResponse> => api('setEventVendors', { params: { id: eventId }, body: { vendors } });

/** What the browser can tell of a file before sending it; the API checks its content. */
export function certificateFileProblem(file: File): string | null {
  if (file.size === 0) return CERTIFICATE_MESSAGES.empty;
  if (file.size > CERTIFICATE_MAX_BYTES) return CERTIFICATE_MESSAGES.tooLarge;
  return null;
}

/** Sends `file` as the vendor's certificate and has the API check and record it; the vendors as stored. */
export async function uploadCertificate(eventId: string, vendorId: string, file: File, onProgress: (share: number) => void): Promise<VendorsResponse> {
  const params = { id: eventId, vendorId };
  const upload = await api('createVendorCertificateUpload', { params, body: { size: file.size } });
  await sendFormWithProgress(upload.url, upload.fields, file, onProgress);
  return api('recordVendorCertificate', { params, body: { key: upload.key } });
}

/** Downloads the vendor's certificate: the API answers an address valid for a few minutes, the browser follows it. */
export async function openCertificate(eventId: string, vendorId: string): Promise<void> {
  const { url } = await api('openVendorCertificate', { params: { id: eventId, vendorId } });
  const link = Object.assign(document.createElement('a'), { href: url, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
}
