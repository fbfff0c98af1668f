import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatInstantInState, formatShortDate, formatTime, localDay } from '../../../../shared/dates';
import { SelectInput } from '../../components/form-fields';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useApiQuery } from '../../lib/queries';
import { serverMessage } from '../../lib/server-message';
import { entryLogAvailable, filterEvents, monitorsText, OFFICE_STATUS_LABEL, officeCounts, officeStatusOf, reportText, weeksOf, type OfficeFilter, type StatusFilter } from './office-view';
import { EntryLogDialog } from './EntryLogDialog';
import { PacketButton } from './PacketButton';
import { OfficeVendors } from './OfficeVendors';
import { ReviewActions } from './ReviewActions';
import { OfficeRulesButton } from './OfficeRulesButton';
import { OfficeChapters } from './OfficeChapters';

const STATUS_OPTIONS = [...Object.entries(OFFICE_STATUS_LABEL).map(([value, label]) => ({ value, label })), { value: 'late', label: 'Registered late' }];

/**
 * `/office`: the Greek-life office's view of its school's party events, ahead
 * and past — status, date, chapter, guests, sober monitors, vendors, the registration
 * packet — with counts at the top and filters by status and week. The list
 * is the gate: the API answers anyone but an office 403, and the page says so.
 */
export function OfficePage() {
  const list = useApiQuery('listOfficeEvents', undefined, { staleTime: 0, retry: false });
  const [filter, setFilter] = useState<OfficeFilter>({ status: 'all', week: '' });

  const body = () => {
    if (list.error?.status === 403)
      return (
        <p role="alert" className="text-red-700">
          {serverMessage(list.error, 'Only the Greek-life office can do this')}
        </p>
      );
    if (list.error) return <ErrorState title="Failed to load your school's events" onRetry={() => void list.refetch()} />;
    if (!list.data) return <Skeleton className="h-72" />;
    const { events, reportsMissing } = list.data;
    const today = localDay();
    const counts = officeCounts(events, today);
    const shown = filterEvents(events, filter);
    return (
      <div className="space-y-6">
        <OfficeRulesButton schoolName={list.data.schoolName} />
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label="Counts">
          {(
            [
              ['Awaiting review', counts.awaitingReview],
              ['Registered ahead', counts.ahead],
              ['Missing sober monitors', counts.missingMonitors],
              ['Late', counts.late],
              ['This weekend', counts.thisWeekend],
              ['Cancelled', counts.cancelled],
              ['Reports missing', reportsMissing],
            ] as const
          ).map(([label, value]) => (
            <Card key={label} className="p-4">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
            </Card>
          ))}
        </dl>
        <div className="flex flex-wrap gap-4">
          <SelectInput
            label="Status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as StatusFilter })}
            options={[{ value: 'all', label: 'All statuses' }, ...STATUS_OPTIONS]}
          />
          <SelectInput
            label="Week"
            value={filter.week}
            onChange={(e) => setFilter({ ...filter, week: e.target.value })}
            options={[{ value: '', label: 'Every week' }, ...weeksOf(events).map((week) => ({ value: week, label: `Week of ${formatShortDate(week)}` }))]}
          />
        </div>
        {shown.length === 0 ? (
          <p className="text-slate-600">No events match.</p>
        ) : (
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className="px-4 py-2">Event</th>
                  <th className="px-4 py-2">Date</th>
                  <th className="px-4 py-2">Chapter</th>
                  <th className="px-4 py-2">Status</th>
                  <th className="px-4 py-2">Guests</th>
                  <th className="px-4 py-2">Monitors named / required</th>
                  <th className="px-4 py-2">Vendors</th>
                  <th className="px-4 py-2">Report</th>
                  <th className="px-4 py-2">Paperwork</th>
                  <th className="px-4 py-2">Review</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((e) => (
                  <tr key={e.id}>
                    <td className="px-4 py-2">
                      <Link className="font-medium text-slate-900 underline" to={`/party-events/${e.id}`}>
                        {e.title}
                      </Link>
                    </td>
                    <td className="px-4 py-2">
                      {formatShortDate(e.date)} · {formatTime(e.time)}
                    </td>
                    <td className="px-4 py-2">{e.chapterName}</td>
                    <td className="px-4 py-2">
                      <span className="flex flex-wrap gap-1">
                        <Badge>{OFFICE_STATUS_LABEL[officeStatusOf(e)]}</Badge>
                        {e.late ? <Badge tone="amber">Late</Badge> : null}
                      </span>
                    </td>
                    <td className="px-4 py-2">{e.guestCount}</td>
                    <td className="px-4 py-2">{monitorsText(e)}</td>
                    <td className="px-4 py-2">
                      <OfficeVendors event={e} />
                    </td>
                    <td className={e.report.state === 'missing' ? 'px-4 py-2 font-semibold text-red-700' : 'px-4 py-2'}>{reportText(e, (iso) => formatInstantInState(iso, e.state))}</td>
                    <td className="px-4 py-2">
                      <div className="flex flex-wrap gap-2">
                        <PacketButton event={e} />
                        {entryLogAvailable(e, today) && <EntryLogDialog event={e} state={e.state} />}
                      </div>
                    </td>
                    <td className="px-4 py-2">
                      {officeStatusOf(e) === 'submitted' ? (
                        <div className="space-y-1">
                          {e.blockers.map((b) => (
                            <p key={b} className="text-xs text-red-700">
                              {b}
                            </p>
                          ))}
                          <ReviewActions event={e} />
                        </div>
                      ) : e.review?.state === 'returned' && e.review.comment ? (
                        <p className="max-w-xs text-xs text-slate-600">Returned: {e.review.comment}</p>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
        {/* Sober-monitor training of the school's chapters' members */}
        <OfficeChapters schoolId={list.data.schoolId} />
      </div>
    );
  };

  return (
    <PageContainer>
      <PageTitle title="Greek-life office" />
      <PageHeader title="Greek-life office" description={list.data ? `${list.data.schoolName}: its chapters' social events, ahead and past.` : "Your school's chapters' social events, ahead and past."} />
      {body()}
    </PageContainer>
  );
}
