import { describe, expect, it } from 'vitest';
import { dateOfBirthOn, INVALID_BIRTH_DATE, TOO_YOUNG, updateProfileSchema } from '../../../shared/schemas/profile';

const TODAY = '2030-03-02';
const message = (value: unknown) => {
  const r = dateOfBirthOn(TODAY).safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('date of birth', () => {
  it('takes a real past day at least 16 years ago, or null to remove it', () => {
    expect(message('2014-03-02')).toBeNull();
    expect(message('1900-01-01')).toBeNull();
    expect(message(null)).toBeNull();
  });

  it('refuses a made-up day, a future day, before 1900, and anyone under 16', () => {
    expect(message('2001-02-29')).toBe(INVALID_BIRTH_DATE);
    expect(message('2001-13-01')).toBe(INVALID_BIRTH_DATE);
    expect(message('2030-03-03')).toBe(INVALID_BIRTH_DATE);
    expect(message('1899-12-31')).toBe(INVALID_BIRTH_DATE);
    expect(message('2014-03-03')).toBe(TOO_YOUNG);
  });

  it('the request shape refuses anything but a yyyy-MM-dd day or null', () => {
    expect(updateProfileSchema.safeParse({ dateOfBirth: '03/02/2001' }).success).toBe(false);
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
    expect(updateProfileSchema.safeParse({ dateOfBirth: null }).success).toBe(true);
  });
});
