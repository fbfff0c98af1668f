import { Briefcase, Check, Mail, School, X } from 'lucide-react';
import type { AccessRequestView, LeaderRequestView, OfficeRequestView } from '../../../../shared/api/types';
import { roleLabel } from '../../../../shared/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatInstantLong } from '../../lib/instant';
import { OrgTypeBadge } from '../../components/org-type-badge';

export const OFFICE_LABEL = 'Greek-life office';

function SchoolLine({ name }: { name: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <School className="size-4 shrink-0" aria-hidden="true" /> <span className="min-w-0 wrap-anywhere">{name}</span>
    </p>
  );
}

/** What a leader asks for: a role of an organization. */
function LeaderAsk({ request }: { request: LeaderRequestView }) {
  const org = `${request.letters ? `${request.letters} ` : ''}${request.organizationName}`;
  return (
    <>
      <p className="font-medium text-violet-800">{org}</p>
      <SchoolLine name={request.schoolName} />
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Badge tone="violet">{roleLabel(request.requestedRole)}</Badge>
        <OrgTypeBadge type={request.type} />
      </div>
    </>
  );
}

/** What an office's staff member asks for: their school's Greek-life office, with the job they state. */
function OfficeAsk({ request }: { request: OfficeRequestView }) {
  return (
    <>
      <SchoolLine name={request.schoolName} />
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Briefcase className="size-4 shrink-0" aria-hidden="true" /> <span className="min-w-0 wrap-anywhere">{request.jobTitle}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Badge tone="violet">{OFFICE_LABEL}</Badge>
      </div>
    </>
  );
}

/** One pending request (a leader's or an office's) with everything the admin decides on, and Approve / Reject. */
export function RequestCard({
  request,
  busy,
  onApprove,
  onReject,
}: {
  request: AccessRequestView;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Card className="p-5" aria-label={`Request from ${request.fullName}`} role="article">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h3 className="text-lg font-semibold text-slate-900">{request.fullName}</h3>
          {request.email ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Mail className="size-4 shrink-0" aria-hidden="true" /> <span className="min-w-0 wrap-anywhere">{request.email}</span>
            </p>
          ) : null}
          {request.kind === 'office' ? <OfficeAsk request={request} /> : <LeaderAsk request={request} />}
          {request.message ? (
            <blockquote className="mt-2 border-l-2 border-slate-200 pl-3 text-sm italic text-slate-700">{request.message}</blockquote>
          ) : null}
          <p className="text-xs text-slate-500">Requested {formatInstantLong(request.createdAt)}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="success" disabled={busy} onClick={onApprove}>
            <Check aria-hidden="true" /> Approve
          </Button>
          <Button size="sm" variant="destructive-outline" disabled={busy} onClick={onReject}>
            <X aria-hidden="true" /> Reject
          </Button>
        </div>
      </div>
    </Card>
  );
}
