import type { FieldErrors } from './schema-form';
import { toast } from './toast';

/** The first schema message in the form's field order (docs/spec/student-side.md §5: the toast shows the first one). */
export function firstError(errors: FieldErrors, order: readonly string[]): { field: string; message: string } | null {
  for (const field of order) {
    const message = errors[field]?.message;
    if (message) return { field, message };
  }
  return null;
}

/** Student sign-up: a missing school reads "School required / Please select your school". */
export const SIGN_UP_TITLES = { schoolId: 'School required' } as const;

/**
 * Schema failures: a "Validation Error" toast with the first message, unless
 * `titles` names another title for that field.
 */
export function toastValidation(errors: FieldErrors, order: readonly string[], titles: Partial<Record<string, string>> = {}): void {
  const first = firstError(errors, order);
  if (!first) return;
  toast.error(titles[first.field] ?? 'Validation Error', { description: first.message });
}
