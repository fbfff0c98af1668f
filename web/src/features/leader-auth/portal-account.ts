import { createAccount } from '../../lib/auth/auth-flow';

/** Creates the Cognito account a portal registration asks for (its school as an attribute); true once the e-mail code is to be entered. */
export function createPortalAccount(values: { email: string; password: string; fullName: string; schoolId: string }) {
  const attributes = { email: values.email, name: values.fullName, 'custom:school_id': values.schoolId };
  return createAccount({ username: values.email, password: values.password, channel: 'email' }, attributes);
}
