import { Skeleton } from '../../components/ui/skeleton';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { formatDollars } from '../../../../shared/money';
import type { AdminStatsResponse } from '../../../../shared/api/types';
import { useAdminStats } from './api';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "Nov 2026". */
function monthLabel(month: string): string {
  return MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

function Ranking({ title, empty, rows }: { title: string; empty: string; rows: { key: string; label: string; detail: string; value: string }[] }) {
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {rows.map((r, i) => (
            <li key={r.key} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0">
                <span className="mr-2 text-slate-500">{i + 1}.</span>
                <span className="font-medium text-slate-900">{r.label}</span>
                <span className="block wrap-anywhere pl-5 text-xs text-slate-500">{r.detail}</span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900">{r.value}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function EventsByMonth({ months }: { months: AdminStatsResponse['eventsByMonth'] }) {
  const most = Math.max(1, ...months.map((m) => m.count));
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-slate-900">Events created in the last 6 months</h3>
      <ul className="mt-3 space-y-2">
        {months.map((m) => (
          <li key={m.month} className="grid grid-cols-[5.5rem_1fr_3rem] items-center gap-3 text-sm">
            <span className="text-slate-600">{monthLabel(m.month)}</span>
            <span className="h-3 rounded bg-slate-100" aria-hidden="true">
              <span className="block h-3 rounded bg-indigo-500" style={{ width: `${(m.count / most) * 100}%` }} />
            </span>
            <span className="text-right font-semibold text-slate-900" aria-label={`${m.count} events in ${monthLabel(m.month)}`}>
              {m.count.toLocaleString('en-US')}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The Stats tab (docs/spec/leader-admin-side.md §2): platform ticket sales and revenue (dollars from cents), the leaders, and events per month. */
export function StatsTab() {
  const stats = useAdminStats();
  if (stats.error) return <ErrorState title="Failed to load statistics" onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <Skeleton role="status" aria-label="Loading statistics" className="h-64" />;
  const s = stats.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-5">
        <h3 className="text-sm font-medium text-slate-500">Tickets Sold</h3>
        <p className="mt-2 text-3xl font-bold text-slate-900">{s.ticketsSold.toLocaleString('en-US')}</p>
      </Card>
      <Card className="p-5">
        <h3 className="text-sm font-medium text-slate-500">Total Revenue</h3>
        <p className="mt-2 text-3xl font-bold text-slate-900">{formatDollars(s.revenueCents)}</p>
      </Card>
      <Ranking
        title="Top Organizations"
        empty="No organization has sold a ticket yet."
        rows={s.topOrganizations.map((o) => ({
          key: o.chapterId,
          label: o.letters ? `${o.letters} ${o.name}` : o.name,
          detail: `${o.schoolName} · ${o.events} ${o.events === 1 ? 'event' : 'events'} · ${formatDollars(o.revenueCents)}`,
          value: `${o.ticketsSold.toLocaleString('en-US')} tickets`,
        }))}
      />
      <Ranking
        title="Top Schools by Users"
        empty="No user has chosen a school yet."
        rows={s.topSchools.map((sc) => ({ key: sc.schoolId, label: sc.name, detail: '', value: `${sc.users.toLocaleString('en-US')} users` }))}
      />
      <div className="lg:col-span-2">
        <EventsByMonth months={s.eventsByMonth} />
      </div>
    </div>
  );
}
