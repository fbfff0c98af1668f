import type { SessionUser } from '../../lib/auth/session-store';

/** The account's sign-in address: the e-mail, else the phone number. */
export function accountAddress(user: SessionUser): string {
  return user.email ?? user.phone ?? '';
}

/** Avatar letters (docs/spec/student-side.md §2): the first two letters of the e-mail, uppercased; phone users get two digits. */
export function avatarLetters(user: SessionUser): string {
  const source = user.email ?? user.phone?.replace(/^\+/, '') ?? '';
  return source.slice(0, 2).toUpperCase() || '?';
}
