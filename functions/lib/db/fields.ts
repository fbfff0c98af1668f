/**
 * The pieces every entity's mapper is made of: a stored record becomes its
 * API view by picking the view's fields, listed once (and checked against the
 * view's type), never by copying them one assignment at a time. A picked
 * list, not a spread minus storage-only fields: an item also carries
 * attributes no type names (`entity`, side copies' bookkeeping), and those
 * must not reach an answer.
 */

/** `obj` with only `keys`. */
export function pick<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = obj[key];
  return out;
}

/** `obj` without `keys`. */
export function omit<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Omit<T, K> {
  const out = { ...obj } as Record<PropertyKey, unknown>;
  for (const key of keys) delete out[key];
  return out as Omit<T, K>;
}

/** The keys of `T` that `K` leaves out. */
type Missing<T, K extends readonly PropertyKey[]> = Exclude<keyof T, K[number]>;

/**
 * Every key of `T`, listed once at run time: `fieldsOf<View>()(['a', 'b'])`.
 * A list that misses one of `T`'s keys fails the type check (the call then
 * asks for a second argument, typed as the missing keys); one naming a key
 * `T` has not fails too. Adding a field to `T` thus asks for it here.
 */
export function fieldsOf<T>() {
  return <const K extends readonly (keyof T)[]>(keys: K, ..._complete: [Missing<T, K>] extends [never] ? [] : [missing: Missing<T, K>]): K => keys;
}

/** `obj` without its undefined values (a spread of it then keeps what it is spread over). */
export function definedOnly<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * For each field `defaults` names: `obj`'s value, or the default where it has
 * none (null or absent), as an item stored before the field existed reads.
 */
export function withDefaults<D extends object>(obj: object, defaults: D): D {
  const given = obj as Record<PropertyKey, unknown>;
  return Object.fromEntries(Object.entries(defaults).map(([field, absent]) => [field, given[field] ?? absent])) as D;
}
