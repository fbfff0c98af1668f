import { Bookmark, CalendarCheck, Ticket, Users } from 'lucide-react';
import type { ActivityCounts } from '../../../../shared/api/types';
import { Card } from '../../components/ui/card';

const ITEMS = [
  { key: 'totalTickets', label: 'Total Tickets', icon: Ticket },
  { key: 'eventsAttended', label: 'Events Attended', icon: CalendarCheck },
  { key: 'savedEvents', label: 'Saved Events', icon: Bookmark },
  { key: 'friends', label: 'Friends', icon: Users },
] as const;

/** The four activity counts of My Profile, as the API counts them. */
export function ActivityOverview({ activity }: { activity: ActivityCounts }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Activity Overview</h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {ITEMS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="rounded-lg bg-slate-50 p-4 text-center">
            <Icon className="mx-auto size-5 text-violet-700" aria-hidden="true" />
            <dd className="mt-2 text-2xl font-bold text-slate-900">{activity[key].toLocaleString('en-US')}</dd>
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
          </div>
        ))}
      </dl>
    </Card>
  );
}
