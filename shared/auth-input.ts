import { LIMITS } from './limits';

/**
 * What the sign-in and code inputs do to what is typed, without zod: the
 * SPA's forms import these at first paint while the schemas
 * (`schemas/auth.ts`, which re-exports them) load only when a form is used.
 */

/** Keeps only digits, at most 6: what the code inputs accept as the user types or pastes. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.codeLength);
}

/** Cognito accepts `+` E.164 only: "15551234567" → "+15551234567". */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}
