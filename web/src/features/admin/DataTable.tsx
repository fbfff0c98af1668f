import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The admin tabs' tables: a caption for screen readers, a header row, one row per item, a line when empty. On a
 * narrow screen the table scrolls sideways in its own box: the box is a named Tab stop, so the keyboard can scroll it
 * too (WCAG 2.1.1; a table may keep its two dimensions, WCAG 1.4.10).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  return (
    <Card
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-4 py-3 font-medium">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} className="px-4 py-3 align-top text-slate-800">
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
