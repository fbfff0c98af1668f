import { formatMonthDay } from '../../../../shared/dates';
import type { EventAnalyticsResponse } from '../../../../shared/api/types';
import { formatDollars } from '../../../../shared/money';
import { Bar } from './Bar';

/**
 * Tickets sold per day as plain CSS bars (no chart library: docs/performance.md#budgets). The
 * numbers are written out too, and the list reads as a table to assistive tech.
 */
export function SalesChart({ days }: { days: EventAnalyticsResponse['salesPerDay'] }) {
  if (days.length === 0) return <p className="text-sm text-slate-500">No sales yet.</p>;
  const max = Math.max(1, ...days.map((d) => d.tickets));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Sales per day</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Tickets</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date} className="align-middle">
            <th scope="row" className="w-28 py-1 pr-3 text-left font-normal text-slate-600">
              {formatMonthDay(d.date)}
            </th>
            <td className="py-1">
              <Bar value={d.tickets} max={max} />
            </td>
            <td className="w-24 py-1 text-right text-slate-600">{formatDollars(d.revenueCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
