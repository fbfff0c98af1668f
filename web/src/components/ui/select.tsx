import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FIELD_FRAME } from './input';

const SELECT_CLASS = `h-10 w-full appearance-none pl-3 pr-9 text-sm ${FIELD_FRAME}`;

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select in the fields' frame with a chevron, its options after an
 * optional first choice of value '' (`emptyChoice`: All States, Select your
 * school…). The labelled dropdowns below and in components/form-fields.tsx
 * are this.
 */
export function NativeSelect({
  options,
  emptyChoice,
  className,
  ...props
}: ComponentProps<'select'> & { options: SelectOption[]; emptyChoice?: string }) {
  return (
    <div className={cn('relative', className)}>
      <select className={SELECT_CLASS} {...props}>
        {emptyChoice ? <option value="">{emptyChoice}</option> : null}
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

/**
 * A labelled dropdown. A native `<select>`: the phone's own picker for long
 * lists (fifty states), full keyboard and screen-reader support, and none of
 * the ~16 KiB gzip a custom listbox would add to each page (docs/performance.md#budgets).
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
    <NativeSelect
      id={id}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={options}
      emptyChoice={allLabel}
      className={className}
    />
  );
}
