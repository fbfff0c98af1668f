import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { pickedId, plainText } from './common';

/**
 * Sign-in and sign-up rules (docs/spec/student-side.md §5; docs/spec/leader-admin-side.md §5), shared by the
 * /auth and /leader-auth forms and by the API where it receives the same data.
 */
export const emailField = z.pipe(
  z.string().check(z.trim(), z.maxLength(LIMITS.emailMax, 'Email must be less than 255 characters')),
  z.email('Invalid email address'),
);
export const passwordField = z
  .string()
  .check(
    z.minLength(LIMITS.passwordMin, 'Password must be at least 6 characters'),
    z.maxLength(LIMITS.passwordMax, 'Password must be at most 256 characters'),
    plainText('Password'),
  );
export const fullNameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(LIMITS.fullNameMin, 'Full name is required'),
    z.maxLength(LIMITS.fullNameMax, 'Full name must be less than 100 characters'),
    plainText('Full name'),
  );
/** My Profile's form asking again for a full name the API refused on the account (`shared/account-name.ts`). */
export const accountNameSchema = z.object({ fullName: fullNameField });

/** E.164: optional plus, first digit 1-9, up to 15 digits. */
export const phoneField = z
  .string()
  .check(z.trim(), z.regex(/^\+?[1-9]\d{1,14}$/, 'Invalid phone number (use E.164 format: +1234567890)'));
export const schoolIdField = pickedId('Please select your school');
export const codeField = z.string().check(z.regex(/^\d{6}$/, 'Please enter a valid 6-digit code'));

export { normalizePhone, sanitizeCode } from '../auth-input';

export const signInSchema = z.object({ email: emailField, password: passwordField });
export const phoneSignInSchema = z.object({ phone: phoneField, password: passwordField });
export const emailSignUpSchema = z.object({
  email: emailField,
  password: passwordField,
  fullName: fullNameField,
  schoolId: schoolIdField,
});
export const phoneSignUpSchema = z.object({
  phone: phoneField,
  password: passwordField,
  fullName: fullNameField,
  schoolId: schoolIdField,
});
export const confirmCodeSchema = z.object({ code: codeField });
export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({ code: codeField, password: passwordField });

export type SignInInput = z.infer<typeof signInSchema>;
export type EmailSignUpInput = z.infer<typeof emailSignUpSchema>;
export type PhoneSignUpInput = z.infer<typeof phoneSignUpSchema>;
