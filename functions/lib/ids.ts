/**
 * Deterministic ids (UUID v5): the same input always gives the same id, so
 * seeding and population can run twice, or concurrently, without duplicates.
 */
import { parse, v5 as uuidv5 } from 'uuid';

/** Fixed namespace of this platform's name-based ids, parsed once (the seed derives thousands of ids). */
const NAMESPACE = parse('3f1c7a52-5d0e-4b8e-9a51-6c2f0d9e7b14');

/** A stable UUID for a name such as `chapter:alpha-chi-omega:<schoolId>`. */
export function stableId(name: string): string {
  return uuidv5(name, NAMESPACE);
}
