import type { AccessRequestView } from '../../../../shared/api/types';
import { labelOf } from '../../../../shared/labels';
import { roleLabel } from '../../../../shared/roles';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatInstantLong } from '../../lib/instant';
import { OFFICE_LABEL } from './RequestCard';

/** What a request asked for, in one line. */
const askedFor = (r: AccessRequestView) =>
  r.kind === 'office' ? `${OFFICE_LABEL} · ${r.schoolName}` : `${roleLabel(r.requestedRole)} · ${r.letters ? `${r.letters} ` : ''}${r.organizationName}`;

/** The last 10 reviewed requests, newest first, each with its status. */
export function RecentReviews({ recent }: { recent: AccessRequestView[] }) {
  return (
    <section aria-labelledby="recent-reviews">
      <h2 id="recent-reviews" className="mb-3 text-xl font-semibold text-slate-900">
        Recent Reviews
      </h2>
      {recent.length === 0 ? (
        <p className="text-sm text-slate-500">No requests have been reviewed yet.</p>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">
            {recent.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{r.fullName}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {askedFor(r)}
                  </span>
                  {r.reviewedAt ? <span className="block text-xs text-slate-500">Reviewed {formatInstantLong(r.reviewedAt)}</span> : null}
                </span>
                <Badge tone={r.status === 'approved' ? 'green' : r.status === 'rejected' ? 'red' : 'amber'}>
                  {labelOf('leaderRequestStatus', r.status)}
                </Badge>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
