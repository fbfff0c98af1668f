import { Building2, CalendarDays, Clock, GraduationCap, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminOverviewResponse } from '../../../../shared/api/types';
import { Card } from '../../components/ui/card';

function Stat({ label, value, note, icon }: { label: string; value: number; note?: string; icon: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between text-slate-500 [&_svg]:size-5">
        <h2 className="text-sm font-medium">{label}</h2>
        {icon}
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value.toLocaleString('en-US')}</p>
      {note ? <p className="mt-1 text-xs text-emerald-700">{note}</p> : null}
    </Card>
  );
}

/** The five stat cards of the admin dashboard, from the platform counters. */
export function StatCards({ overview }: { overview: AdminOverviewResponse }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <Stat
        label="Total Users"
        value={overview.totalUsers}
        note={`+${overview.signupsLast7Days.toLocaleString('en-US')} in the last 7 days`}
        icon={<Users aria-hidden="true" />}
      />
      <Stat label="Pending Approvals" value={overview.pendingApprovals} icon={<Clock aria-hidden="true" />} />
      <Stat label="Active Events" value={overview.activeEvents} icon={<CalendarDays aria-hidden="true" />} />
      <Stat label="Organizations" value={overview.organizations} icon={<Building2 aria-hidden="true" />} />
      <Stat label="Schools" value={overview.schools} icon={<GraduationCap aria-hidden="true" />} />
    </div>
  );
}
