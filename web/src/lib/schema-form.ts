import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import type { ZodMiniType, input, output } from 'zod/mini';

/**
 * The SPA's form layer: uncontrolled inputs checked against a shared zod
 * schema (`shared/schemas/`, the rules the handlers apply too) — the subset
 * of react-hook-form the forms used, in a page's own code.
 *
 * Why not react-hook-form and its zod resolver: with zod they weighed about
 * 21 KiB gzip on /auth (where every signed-in page sends a visitor signed
 * out), /leader-auth and /create-event (docs/performance.md#budgets: ≤ 150 KiB per
 * route). Here the schema is a loader (`() => import(...)`): its module, and
 * zod with it, is fetched on the form's first input or at submit, never for
 * the first paint.
 *
 * Behaviour kept from react-hook-form's defaults: values come from the
 * inputs' change events (and `setValue`/`reset`); the schema runs on submit;
 * a failed submit records the first message of each field, focuses the first
 * field in error and calls `onInvalid`; after a submit, a changed field is
 * checked again as it changes; `isSubmitting` covers the check and the
 * submit handler; a radio group with nothing picked reads `null`.
 */

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type AnySchema = ZodMiniType<unknown, Record<string, unknown>>;

/** The first schema message of each field in error. */
export type FieldErrors = Partial<Record<string, { message: string }>>;

/** What `register(name)` spreads into an input, select or textarea. */
export interface RegisteredField {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

function readField(elements: FieldElement[], fallback: unknown): unknown {
  const [first] = elements;
  if (!first) return fallback;
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return elements.find((e) => e instanceof HTMLInputElement && e.checked)?.value ?? null;
  }
  if (first instanceof HTMLInputElement && first.type === 'checkbox') return first.checked;
  return first.value;
}

function writeField(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === 'radio') element.checked = element.value === value;
  else if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(value);
  else element.value = value == null ? '' : String(value);
}

/** The zod issues as one message per field (the first, as the schema reports them in order). */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= { message: issue.message };
  }
  return errors;
}

export function useSchemaForm<S extends AnySchema>(options: { schema: () => Promise<S>; defaultValues: Partial<input<S>> }) {
  type Name = keyof input<S> & string;
  const { schema, defaultValues } = options;
  const loader = useRef(schema);
  const defaults = useRef(defaultValues);
  const loaded = useRef<Promise<S> | null>(null);
  const elements = useRef(new Map<string, FieldElement[]>());
  const values = useRef<Record<string, unknown>>({ ...defaultValues });
  const registered = useRef(new Map<string, RegisteredField>());
  const submitted = useRef(false);
  // A copy of the values that re-renders the form, for `watch`.
  const [snapshot, setSnapshot] = useState<Record<string, unknown>>(values.current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const load = useCallback(() => (loaded.current ??= loader.current()), []);
  const check = useCallback(async () => {
    const result = await (await load()).safeParseAsync(values.current);
    return result.success ? { data: result.data as output<S>, errors: null } : { data: null, errors: fieldErrors(result.error.issues) };
  }, [load]);
  const publish = useCallback(() => setSnapshot({ ...values.current }), []);

  const register = useCallback(
    (name: Name): RegisteredField => {
      const known = registered.current.get(name);
      if (known) return known;
      const field: RegisteredField = {
        name,
        ref: (element) => {
          if (!element) return;
          const list = elements.current.get(name) ?? [];
          if (list.includes(element)) return;
          elements.current.set(name, [...list, element]);
          if (values.current[name] === undefined && element instanceof HTMLInputElement && element.type === 'radio') values.current[name] = null;
          writeField(element, values.current[name]);
          return () => elements.current.set(name, (elements.current.get(name) ?? []).filter((e) => e !== element));
        },
        onChange: () => {
          values.current[name] = readField(elements.current.get(name) ?? [], values.current[name]);
          publish();
          void load();
          if (!submitted.current) return;
          void check().then((result) => setErrors((now) => ({ ...now, [name]: result.errors?.[name] })));
        },
      };
      registered.current.set(name, field);
      return field;
    },
    [check, load, publish],
  );

  const setValue = useCallback(
    <N extends Name>(name: N, value: input<S>[N]) => {
      values.current[name] = value;
      for (const element of elements.current.get(name) ?? []) writeField(element, value);
      publish();
    },
    [publish],
  );

  const reset = useCallback(
    (next: Partial<input<S>> = defaults.current) => {
      values.current = { ...next };
      for (const [name, list] of elements.current) for (const element of list) writeField(element, values.current[name]);
      submitted.current = false;
      setErrors({});
      publish();
    },
    [publish],
  );

  const handleSubmit =
    (onValid: (data: output<S>) => unknown, onInvalid?: (errors: FieldErrors) => unknown) =>
    async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        const result = await check();
        submitted.current = true;
        setErrors(result.errors ?? {});
        if (result.errors) {
          const first = [...elements.current.keys()].find((name) => result.errors[name]);
          elements.current.get(first ?? '')?.[0]?.focus();
          await onInvalid?.(result.errors);
        } else {
          await onValid(result.data);
        }
      } finally {
        setSubmitting(false);
      }
    };

  const watch = <N extends Name>(name: N) => snapshot[name] as input<S>[N];

  /** `register(name)` with the field's message, for the labelled fields of components/form-fields.tsx (which show it under the field). */
  const field = (name: Name) => ({ ...register(name), error: errors[name]?.message });

  return { register, field, handleSubmit, watch, setValue, reset, formState: { errors, isSubmitting } };
}
