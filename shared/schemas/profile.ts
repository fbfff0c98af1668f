import * as z from 'zod/mini';
import { EARLIEST_BIRTH_DATE, PROFILE_MINIMUM_AGE, yearsBefore } from '../age';
import { isCalendarDate } from './party-events';

/**
 * My Profile's private details: an optional date of birth, seen
 * only by its owner; the door learns "21+" or "under 21" for one event.
 *
 * `updateProfileSchema` is the request's shape (a real calendar day, or
 * null to remove it); `dateOfBirthOn(today)` adds the rules that need
 * today's date — in the past, at least PROFILE_MINIMUM_AGE (16) years ago,
 * not before 1900 — for the form (the device's day) and the API (its
 * clock's) alike.
 */
export const INVALID_BIRTH_DATE = 'Please enter a valid date of birth';
export const TOO_YOUNG = `You must be at least ${PROFILE_MINIMUM_AGE} years old`;

const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_BIRTH_DATE), z.refine(isCalendarDate, INVALID_BIRTH_DATE));

export const updateProfileSchema = z.object({
  dateOfBirth: z.nullable(calendarDay),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The date-of-birth rules on `today` (`yyyy-MM-dd`). */
export function dateOfBirthOn(today: string) {
  return z.nullable(
    calendarDay.check(
      z.refine((v: string) => v >= EARLIEST_BIRTH_DATE && v <= today, INVALID_BIRTH_DATE),
      z.refine((v: string) => v > today || v <= yearsBefore(today, PROFILE_MINIMUM_AGE), TOO_YOUNG),
    ),
  );
}
