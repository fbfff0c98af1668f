/**
 * fast-check arbitraries derived from a route's zod/mini schema, by walking
 * its `_zod.def`: values of the right shape (strings matching the schema's
 * pattern, numbers in or near its bounds, enum members, optional fields left
 * out), mixed with the fixture's own ids and values so requests reach past
 * the "not found" into the handlers' deeper paths. Hostile variations are
 * layered on top (`hostile.ts`).
 *
 * A schema type this walker does not know throws: a new kind of field in a
 * route's schema must be taught here rather than silently fuzzed as nothing.
 */
import fc from 'fast-check';
import { UNSEEN_CHARACTERS } from './hostile';

/** Values of the fixture worth trying where a schema asks for them. */
export interface KnownValues {
  /** Ids of things that exist, tried for every uuid field. */
  ids: readonly string[];
  /** By field name (`cursor`, `qrCode`, `paymentIntentId`, `key`…). */
  byField: Partial<Record<string, readonly string[]>>;
}

interface Def {
  type: string;
  [name: string]: unknown;
}

type Check = { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean; format?: string; pattern?: RegExp } } };

export const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check['_zod']['def'][] => ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

/** Whether an object field may be left out. */
export function isOptional(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default') return true;
  return def.type === 'pipe' && isOptional(def.in);
}

function stringValues(def: Def, known: KnownValues, field: string | undefined): fc.Arbitrary<string> {
  let min = 0;
  let max: number | undefined;
  let pattern = def.pattern instanceof RegExp ? def.pattern : undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum ?? 0;
    if (check.check === 'max_length') max = check.maximum;
    if (check.check === 'string_format' && check.pattern) pattern = check.pattern;
  }
  const knownHere = [...(field ? (known.byField[field] ?? []) : []), ...(def.format === 'uuid' ? known.ids : [])];
  const text = fc.oneof(
    fc.string({ minLength: min, maxLength: max ?? 64, unit: 'grapheme-ascii' }),
    fc.string({ minLength: min, maxLength: max ?? 64, unit: 'grapheme' }),
  );
  // Free text with one character slipped in that the plain-text rule refuses though nothing shows it.
  const withUnseen = fc
    .tuple(fc.string({ minLength: Math.min(Math.max(min, 2), 64), maxLength: Math.min(max ?? 64, 64), unit: 'grapheme-ascii' }), fc.constantFrom(...UNSEEN_CHARACTERS), fc.nat())
    .map(([value, unseen, at]) => `${value.slice(0, at % value.length)}${unseen}${value.slice(at % value.length)}`);
  const free = (max ?? 64) >= 2 ? fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: withUnseen }) : text;
  const base = def.format === 'uuid' ? fc.uuid() : pattern ? fc.stringMatching(pattern) : free;
  return knownHere.length ? fc.oneof({ weight: 1, arbitrary: base }, { weight: 2, arbitrary: fc.constantFrom(...knownHere) }) : base;
}

function numberValues(def: Def): fc.Arbitrary<number | string> {
  let integer = false;
  let min = -1e9;
  let max = 1e9;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = check.format === 'safeint' || check.format === 'int32';
    if (check.check === 'greater_than') min = (check.value ?? min) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = (check.value ?? max) - (check.inclusive ? 0 : 1);
  }
  // A little outside the bounds too: the edges are where validation slips.
  const numbers = integer ? fc.integer({ min: min - 2, max: max + 2 }) : fc.double({ min: min - 2, max: max + 2, noNaN: true });
  return def.coerce ? fc.oneof(numbers, numbers.map(String)) : numbers;
}

/** An arbitrary of (mostly) valid input for `schema`; `field` is its name in the enclosing object. */
export function schemaValues(schema: unknown, known: KnownValues, field?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const model = Object.fromEntries(keys.map((key) => [key, schemaValues(shape[key], known, key)]));
      return fc.record(model, { requiredKeys: keys.filter((key) => !isOptional(shape[key])) });
    }
    case 'optional':
    case 'default':
      return schemaValues(def.innerType, known, field);
    case 'nullable':
      return fc.option(schemaValues(def.innerType, known, field), { nil: null });
    case 'pipe':
      // The input side, unless the output side is the stricter shape (an e-mail, a card number).
      return schemaValues(defOf(def.out).type === 'transform' ? def.in : def.out, known, field);
    case 'string':
      return stringValues(def, known, field);
    case 'number':
      return numberValues(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      // A few elements (the bounds' edges are the schema test's job), each fuzzed as its own schema.
      let min = 0;
      for (const check of checksOf(def)) if (check.check === 'min_length') min = check.minimum ?? 0;
      return fc.array(schemaValues(def.element, known, field), { minLength: min, maxLength: min + 3 });
    }
    default:
      throw new Error(`No fuzz values for a zod "${def.type}" schema: teach test/integration/authz/fuzz/schema-values.ts`);
  }
}

/** The field names of an object schema. */
export function fieldsOf(schema: unknown): string[] {
  const def = defOf(schema);
  return def.type === 'object' ? Object.keys(def.shape as Record<string, unknown>) : [];
}
