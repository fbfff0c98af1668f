import { Plus, Truck, X } from 'lucide-react';
import { useState } from 'react';
import type { VendorSummary, VendorsResponse } from '../../../../shared/api/vendor-types';
import { formatInstantInState } from '../../../../shared/dates';
import { MAX_VENDORS, VENDOR_KIND_LABELS, VENDOR_KINDS, vendorsInputSchema, type VendorInput, type VendorKind } from '../../../../shared/vendors';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/select';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { saveVendors } from '../../lib/vendor-certificates';
import { CertificateUpload } from './CertificateUpload';
import { OpenCertificateButton } from './OpenCertificateButton';

const KIND_OPTIONS = VENDOR_KINDS.map((kind) => ({ value: kind, label: VENDOR_KIND_LABELS[kind] }));

const asDraft = (vendors: VendorSummary[]): VendorInput[] => vendors.map(({ name, kind }) => ({ name, kind }));

/**
 * The event's third-party vendors in the leaders' paperwork: declare them
 * (name and kind, saved as a whole list: the shared schema checks it here and
 * in the API), then send each one's certificate of insurance and open it.
 * The office cannot approve the event while a vendor has none.
 */
export function VendorsForm({ eventId, state, vendors }: { eventId: string; state: string; vendors: VendorSummary[] }) {
  const [saved, setSaved] = useState(vendors);
  const [draft, setDraft] = useState(() => asDraft(vendors));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = (answer: VendorsResponse) => setSaved(answer.vendors);
  const change = (i: number, patch: Partial<VendorInput>) => setDraft((rows) => rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const save = async () => {
    const checked = vendorsInputSchema.safeParse({ vendors: draft });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the vendors');
    setError(null);
    setSaving(true);
    try {
      const answer = await saveVendors(eventId, checked.data.vendors);
      setSaved(answer.vendors);
      setDraft(asDraft(answer.vendors));
      toast.success('Vendors saved');
    } catch (err) {
      setError(serverMessage(err, 'Failed to save the vendors'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby={`vendors-${eventId}`} className="mt-4 border-t border-slate-200 pt-4">
      <h3 id={`vendors-${eventId}`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Truck className="size-4 text-violet-600" aria-hidden="true" />
        Vendors
      </h3>
      <p className="mt-1 text-sm text-slate-600">Security, bartending, transport… Each needs a certificate of insurance (PDF) before the office can approve the event.</p>
      <ul aria-label="Certificates of insurance" className="mt-2 space-y-3">
        {saved.map((v) => (
          <li key={v.id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-medium text-slate-900">
              {v.name} <span className="font-normal text-slate-600">· {VENDOR_KIND_LABELS[v.kind]}</span>
            </p>
            <p className={v.certificate ? 'text-sm text-slate-700' : 'text-sm font-semibold text-red-700'}>
              {v.certificate ? `Certificate on file (received ${formatInstantInState(v.certificate.uploadedAt, state)})` : 'No certificate of insurance yet'}
            </p>
            <div className="mt-2 flex flex-wrap items-start gap-3">
              <CertificateUpload eventId={eventId} vendor={v} onStored={stored} />
              {v.hasCertificate && <OpenCertificateButton eventId={eventId} vendor={v} />}
            </div>
          </li>
        ))}
      </ul>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-900">Declare vendors</legend>
        <div className="mt-1 space-y-2">
          {draft.map((row, i) => (
            <div key={i} className="flex flex-wrap items-center gap-2">
              <Input className="min-w-0 flex-1 basis-40" aria-label={`Vendor ${i + 1} name`} value={row.name} maxLength={80} onChange={(e) => change(i, { name: e.target.value })} />
              <NativeSelect className="w-40" aria-label={`Vendor ${i + 1} kind`} options={KIND_OPTIONS} value={row.kind} onChange={(e) => change(i, { kind: e.target.value as VendorKind })} />
              <Button type="button" variant="outline" size="sm" aria-label={`Remove vendor ${i + 1}`} onClick={() => setDraft((rows) => rows.filter((_, j) => j !== i))}>
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={draft.length >= MAX_VENDORS} onClick={() => setDraft((rows) => [...rows, { name: '', kind: 'security' }])}>
            <Plus className="size-4" aria-hidden="true" />
            Add Vendor
          </Button>
          <Button type="button" size="sm" disabled={saving} onClick={() => void save()}>
            Save Vendors
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
