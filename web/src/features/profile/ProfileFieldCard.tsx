import { type ReactNode, useId } from 'react';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';

/**
 * A My Profile card that edits one value: a heading, what the value is for
 * (read with the field), the labelled field and its buttons on one row, and
 * the field's error under them, announced.
 */
export function ProfileFieldCard({
  icon,
  title,
  note,
  label,
  error,
  onSubmit,
  input,
  buttons,
}: {
  icon: ReactNode;
  title: string;
  note: ReactNode;
  label: string;
  error: string | null;
  onSubmit: () => void;
  /** The field's input attributes beyond its label, note and error. */
  input: Omit<React.ComponentProps<typeof Input>, 'id' | 'aria-describedby' | 'aria-invalid'>;
  buttons: ReactNode;
}) {
  const id = useId();
  const noteId = useId();
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon} {title}
      </h2>
      <p id={noteId} className="mt-1 text-sm text-slate-600">
        {note}
      </p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={id}>{label}</Label>
          <Input id={id} {...input} aria-describedby={noteId} aria-invalid={error ? true : undefined} />
        </div>
        {buttons}
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
