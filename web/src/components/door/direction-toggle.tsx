import type { Direction } from '../../lib/offline-door/decide-offline';
import { Segmented } from '../form-fields';

/** Entry or exit scans (the live headcount): an exit lets an admitted ticket come back in. */
export function DirectionToggle({ value, onChange }: { value: Direction; onChange: (direction: Direction, click: { detail: number }) => void }) {
  return (
    <Segmented
      label="Scan mode"
      value={value}
      onChange={onChange}
      options={[
        { value: 'entry', label: 'Entry' },
        { value: 'exit', label: 'Exit' },
      ]}
    />
  );
}
