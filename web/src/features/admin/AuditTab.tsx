import type { AuditEntryView } from '../../../../shared/api/types';
import { ErrorState } from '../../components/ui/error-state';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { formatInstantLong } from '../../lib/instant';
import { useErrorToast } from '../../lib/use-error-toast';
import { useAuditLog } from './api';
import { shownDetails, shownTargetId } from './audit-format';
import { DataTable, type Column } from './DataTable';

const COLUMNS: Column<AuditEntryView>[] = [
  { header: 'When', cell: (e) => formatInstantLong(e.createdAt) },
  { header: 'Action', cell: (e) => <span className="font-mono text-xs">{e.action}</span> },
  { header: 'Target', cell: (e) => `${e.targetType} ${shownTargetId(e.targetId)}` },
  { header: 'Details', cell: (e) => <span className="break-all font-mono text-xs text-slate-600">{shownDetails(e.details)}</span> },
];

/** Audit: the 50 newest entries of the admin audit log. */
export function AuditTab() {
  const { data, error, isPending, refetch } = useAuditLog();
  useErrorToast(error, 'Failed to load audit logs');
  if (error) return <ErrorState title="Failed to load audit logs" onRetry={() => void refetch()} />;
  if (isPending) return <CardGridSkeleton count={1} label="Loading the audit log" />;
  return <DataTable caption="Audit log, newest first" columns={COLUMNS} rows={data.entries} rowKey={(e) => e.id} empty="No admin actions yet." />;
}
