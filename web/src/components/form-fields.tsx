import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input, Label, Textarea } from './ui/input';
import { segmentClass } from './ui/segment';
import { NativeSelect } from './ui/select';
import { cn } from '../lib/cn';

interface FieldFrameProps {
  label: string;
  /** Said under the field before any input: a format, a rule. */
  hint?: ReactNode;
  /** The schema's message once a submit found the field in error. */
  error?: string;
  optional?: boolean;
  className?: string;
  /** The control, given the id its label points at and the attributes that tie the notes to it. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/**
 * A field's label, its control, and under it the hint and the error. Both
 * notes are tied to the control (`aria-describedby`), so a screen reader
 * reads them with it, and an error marks it invalid (`aria-invalid`, a red
 * edge): the field in error is named in text where it is, not only in a
 * toast.
 */
function FieldFrame({ label, hint, error, optional = false, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = Omit<FieldFrameProps, 'children' | 'className'>;

/** A labelled text input for the forms (`field` of lib/schema-form.ts spreads into it, with its error). */
export function TextField({ label, hint, error, optional, ...props }: ComponentProps<'input'> & FieldProps) {
  return <FieldFrame {...{ label, hint, error, optional }}>{(control) => <Input {...control} {...props} />}</FieldFrame>;
}

/** A labelled multi-line input, as {@link TextField}. */
export function TextAreaField({ label, hint, error, optional, ...props }: ComponentProps<'textarea'> & FieldProps) {
  return <FieldFrame {...{ label, hint, error, optional }}>{(control) => <Textarea {...control} {...props} />}</FieldFrame>;
}

export interface Choice {
  value: string;
  label: string;
}

/** A labelled native select with a placeholder choice (value ''), its error under it as {@link TextField}'s. */
export function SelectInput({
  label,
  placeholder,
  options,
  error,
  hint,
  className,
  ...props
}: ComponentProps<'select'> & { label: string; /** The empty choice; none where a value is always chosen. */ placeholder?: string; options: Choice[]; error?: string; hint?: ReactNode }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <NativeSelect options={options} emptyChoice={placeholder} {...control} {...props} />}
    </FieldFrame>
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
  /** With the click (a pointer's has a `detail` above 0; a key's has 0). */
  onChange: (value: T, click: { detail: number }) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-flow-col auto-cols-fr rounded-lg bg-slate-100 p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={(event) => onChange(o.value, event)}
          className={segmentClass(value === o.value, 'inline-flex items-center justify-center gap-1.5 [&_svg]:size-4')}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
