import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { VendorSummary, VendorsResponse } from '../../../../shared/api/vendor-types';
import { CERTIFICATE_CONTENT_TYPE } from '../../../../shared/vendors';
import { serverMessage } from '../../lib/server-message';
import { certificateFileProblem, uploadCertificate } from '../../lib/vendor-certificates';

/**
 * Sends one vendor's certificate of insurance (a PDF, at most 10 MB): its
 * progress while it goes, then the API's check; a refusal is said under the
 * field and changes nothing. A new file replaces the one on file.
 */
export function CertificateUpload({ eventId, vendor, onStored }: { eventId: string; vendor: VendorSummary; onStored: (answer: VendorsResponse) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File) => {
    setError(null);
    const problem = certificateFileProblem(file);
    if (problem) return setError(problem);
    setProgress(0);
    try {
      onStored(await uploadCertificate(eventId, vendor.id, file, setProgress));
    } catch (err) {
      setError(serverMessage(err, 'The certificate could not be sent'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-900">
        <Upload className="size-4" aria-hidden="true" />
        {vendor.hasCertificate ? 'Replace certificate' : 'Upload certificate'} (PDF) for {vendor.name}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={`${CERTIFICATE_CONTENT_TYPE},.pdf`}
        className="text-sm file:mr-2 file:rounded file:border file:border-slate-400 file:bg-white file:px-2 file:py-1"
        disabled={progress !== null}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      {progress !== null && (
        <progress className="h-2 w-full max-w-xs" max={1} value={progress} aria-label={`Sending the certificate of ${vendor.name}`}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
