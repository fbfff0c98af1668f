import type { OfficeEventRow } from '../../../../shared/api/types';
import { VENDOR_KIND_LABELS } from '../../../../shared/vendors';
import { OpenCertificateButton } from '../../components/vendors/OpenCertificateButton';

/** The event's vendors on the office's list: each one's certificate of insurance to open, or that it is missing. */
export function OfficeVendors({ event }: { event: Pick<OfficeEventRow, 'id' | 'vendors' | 'vendorCertificates' | 'vendorList'> }) {
  if (event.vendors === 0) return <>none</>;
  return (
    <>
      <p>{`vendors: ${event.vendors}, certificates: ${event.vendorCertificates}`}</p>
      <ul className="mt-1 space-y-2" aria-label="Vendors">
        {(event.vendorList ?? []).map((v) => (
          <li key={v.id} className="space-y-1">
            <p>
              {v.name} <span className="text-slate-600">· {VENDOR_KIND_LABELS[v.kind]}</span>
            </p>
            {v.hasCertificate ? <OpenCertificateButton eventId={event.id} vendor={v} /> : <p className="text-xs font-semibold text-red-700">No certificate</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
