import { useQueryClient } from '@tanstack/react-query';
import { Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { School } from '../../../../shared/api/types';
import { INVALID_LOGO_TYPE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '../../../../shared/schemas/school-logos';
import { SchoolLogo } from '../../components/school-logo';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { deleteSchoolLogo, refreshLogos, uploadSchoolLogo } from './api';
import { fileToBase64 } from './file-base64';

/** One school: its logo (or initials), Upload/Replace, and Delete with a confirmation. */
export function SchoolLogoRow({ school }: { school: School }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function upload(file: File) {
    // The API decides by the file's content; this spares a round trip for the obvious cases.
    if (!file.type.startsWith('image/')) return toast.error(INVALID_LOGO_TYPE);
    if (file.size > MAX_LOGO_BYTES) return toast.error(LOGO_TOO_LARGE);
    setBusy(true);
    try {
      await uploadSchoolLogo(school.id, await fileToBase64(file));
      toast.success(`Logo updated for ${school.name}`);
      await refreshLogos(queryClient);
    } catch (error) {
      toast.error('Upload failed', { description: serverMessage(error, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteSchoolLogo(school.id);
      setConfirming(false);
      toast.success(`Logo removed for ${school.name}`);
      await refreshLogos(queryClient);
    } catch (error) {
      toast.error('Delete failed', { description: serverMessage(error, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4" aria-label={school.name}>
      <SchoolLogo name={school.name} logoUrl={school.logoUrl} website={school.website} />
      <div className="min-w-0 flex-1">
        <p className="wrap-anywhere font-medium text-slate-900">{school.name}</p>
        <p className="text-sm text-slate-600">
          {school.city}, {school.state}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={`Logo file for ${school.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" /> {school.logoUrl ? 'Replace' : 'Upload'}
      </Button>
      {school.logoUrl ? (
        <Button variant="outline" size="sm" disabled={busy} aria-label={`Delete logo of ${school.name}`} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title="Delete logo?" description={`${school.name} will show its initials until a new logo is uploaded.`}>
          <div className="flex justify-end gap-2 p-6 pt-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => void remove()}>
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
