import type { DoorPointCount } from '../../../../shared/api/types';

/**
 * Entries and exits per door when several devices scan one event (door
 * passes by label, the leaders' devices): a small table, shown once there
 * is more than one door (one door's counts are the totals).
 */
export function DoorCounts({ byDoor }: { byDoor: DoorPointCount[] | undefined }) {
  if (!byDoor || byDoor.length < 2) return null;
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-700">Per door</caption>
      <thead>
        <tr className="text-left text-slate-500">
          <th scope="col" className="font-normal">
            Door
          </th>
          <th scope="col" className="text-right font-normal">
            Entries
          </th>
          <th scope="col" className="text-right font-normal">
            Exits
          </th>
        </tr>
      </thead>
      <tbody>
        {byDoor.map((door) => (
          <tr key={door.label}>
            <th scope="row" className="py-0.5 text-left font-normal">
              {door.label}
            </th>
            <td className="text-right tabular-nums">{door.entries}</td>
            <td className="text-right tabular-nums">{door.exits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
