import { type ComponentProps, type ReactNode, useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { Input, Label } from './ui/input';
import { cn } from '../lib/cn';

/** A labelled text input for the forms (`register` of lib/schema-form.ts spreads into it). */
export function TextField({ label, hint, invalid, ...props }: ComponentProps<'input'> & { label: string; hint?: ReactNode; invalid?: boolean }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={invalid || undefined} {...props} />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A labelled native select with a placeholder choice (value ''). */
export function SelectInput({
  label,
  placeholder,
  options,
  invalid,
  className,
  ...props
}: ComponentProps<'select'> & { label: string; /** The empty choice; none where a value is always chosen. */ placeholder?: string; options: Choice[]; invalid?: boolean }) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={invalid || undefined}
          className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pl-3 pr-9 text-sm text-slate-900 focus-visible:border-violet-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500/30 aria-invalid:border-red-500 disabled:opacity-60"
          {...props}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      </div>
    </div>
  );
}

/** Two-way switch (Email / Phone, Sign In / Register) as a radio group of buttons. */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-flow-col auto-cols-fr rounded-lg bg-slate-100 p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 [&_svg]:size-4',
            value === o.value ? 'bg-white text-violet-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
