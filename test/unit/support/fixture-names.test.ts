/**
 * The integration fixtures' default names (test/integration/leaders/fixtures.ts):
 * a search by a person's name must find only that person, so two people
 * whose ids share their first four hex digits (1 in 65,536 a pair; once in
 * about 3,000 runs of the friends suite) still get different names.
 */
import { describe, expect, it } from 'vitest';
import { defaultName } from '../../integration/leaders/fixtures';

describe('defaultName', () => {
  it('tells apart two people whose ids begin alike', () => {
    const one = defaultName('Leader', '1a2b3c4d-0000-4000-8000-000000000001');
    const other = defaultName('Leader', '1a2b9f8e-0000-4000-8000-000000000002');
    expect(one).not.toBe(other);
    expect(other.toLowerCase().startsWith(one.toLowerCase())).toBe(false);
  });

  it('is a first name and a word, as the search indexes names', () => {
    expect(defaultName('Buyer', '1a2b3c4d-0000-4000-8000-000000000001').split(' ')).toHaveLength(2);
  });
});
