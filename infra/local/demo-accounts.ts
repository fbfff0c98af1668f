/**
 * The five demo accounts `npm start` (and the e2e stack) create: confirmed
 * Cognito users whose `sub`s the seed uses for roles and profiles.
 */
import { ensureConfirmedUser } from './cognito-api';

export type DemoAccountKind = 'student' | 'president' | 'media_manager' | 'admin' | 'office';

/** What `seedDemoData` receives for each account. */
export interface DemoAccount {
  kind: DemoAccountKind;
  sub: string;
  email: string;
  fullName: string;
}

/** Every demo account's password (printed at start). */
export const DEMO_PASSWORD = 'demo1234';

const DEMO_USERS: Omit<DemoAccount, 'sub'>[] = [
  { kind: 'student', email: 'student@demo.greekcampus.app', fullName: 'Sam Student' },
  { kind: 'president', email: 'president@demo.greekcampus.app', fullName: 'Pat President' },
  { kind: 'media_manager', email: 'media@demo.greekcampus.app', fullName: 'Morgan Media' },
  { kind: 'admin', email: 'admin@demo.greekcampus.app', fullName: 'Alex Admin' },
  // The Greek-life office of the demo chapter's school.
  { kind: 'office', email: 'office@demo.greekcampus.app', fullName: 'Olive Office' },
];

/**
 * Creates (or finds) the demo users in the pool and returns them with their
 * `sub`s. `previous` (the accounts of a pool that had to be recreated) keeps
 * each account's old `sub`, so the seeded profiles and roles still match.
 */
export async function ensureDemoAccounts(cognitoEndpoint: string, userPoolId: string, previous: DemoAccount[] = []): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const user of DEMO_USERS) {
    const sub = await ensureConfirmedUser(cognitoEndpoint, userPoolId, {
      email: user.email,
      password: DEMO_PASSWORD,
      name: user.fullName,
      sub: previous.find((account) => account.email === user.email)?.sub,
    });
    accounts.push({ ...user, sub });
  }
  return accounts;
}
