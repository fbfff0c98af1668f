import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled dropdown. A native `<select>`: the phone's own picker for long
 * lists (fifty states), full keyboard and screen-reader support, and none of
 * the ~16 KiB gzip a custom listbox would add to each page (DESIGN §5).
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  allLabel,
  className,
  id,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** Label of the "no filter" choice (e.g. All States), whose value is ''. */
  allLabel?: string;
  className?: string;
  id?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <select
        id={id}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pl-3 pr-9 text-sm text-slate-900 focus-visible:border-violet-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500/30"
      >
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
    </div>
  );
}
