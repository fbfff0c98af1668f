/**
 * The profile is made (at the account's first `GET /me`) from the name on
 * the Cognito account, which may have been set outside this site's forms:
 * Cognito takes any 2,048 characters. A name the full-name rule
 * (`shared/schemas/auth.ts` `fullNameField`) refuses makes no profile: the
 * API answers 400 with this issue path and message, and the SPA asks for
 * the name again (`accountNameSchema`), sets it on the account and asks
 * again. Free of zod, for the SPA's first paint.
 */
export const ACCOUNT_NAME_ISSUE = 'accountName';

export function unusableAccountNameMessage(reason: string): string {
  return `Your account's name cannot be used: ${reason}. Please enter your full name again.`;
}
