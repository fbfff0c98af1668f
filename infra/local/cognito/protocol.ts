/**
 * What the local Cognito process tells its parent: one line per code it
 * "sends". Kept apart from the server so that the parent (npm start, the test
 * setups) does not load cognito-local itself.
 */

/** One code the local Cognito "sent". */
export interface DeliveredCode {
  /** Why: `SignUp`, `ResendCode`, `ForgotPassword`, … (cognito-local's message sources). */
  kind?: string;
  username?: string;
  /** The e-mail address or phone number it went to. */
  destination?: string;
  code: string;
}

/** Marks a delivered-code line on the stdout of the Cognito process (`main.ts`). */
export const CODE_LINE_PREFIX = '@@cognito-code ';
