/**
 * The people of an e2e journey: the seeded demo accounts, and fresh accounts
 * a journey signs up for itself (confirmed with the stack's fixed code, as
 * the SPA does it), each with an access token for setting things up through
 * the API.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { DemoAccountKind } from '../../../infra/local/demo-accounts';
import type { School } from '../../../shared/api/types';
import { signIn, signUpAndConfirm } from '../cognito';
import { DEMO_SCHOOL } from '../demo';
import { apiOk } from './api';
import '../provided';

export interface Person {
  email: string;
  password: string;
  fullName: string;
  sub: string;
  /** An access token, for API calls made as this person. */
  token: string;
}

/** `text` made unique for this run ("Neon Night 3f9a1c2e"): what a journey creates, it finds by this. */
export function unique(text: string): string {
  return `${text} ${randomUUID().slice(0, 8)}`;
}

/** A new address nobody has used. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomUUID()}@e2e.greekcampus.test`;
}

/** A seeded demo account, signed in through the API. */
export async function demoPerson(kind: DemoAccountKind): Promise<Person> {
  const stack = inject('stack');
  const account = stack.accounts.find((a) => a.kind === kind);
  if (!account) throw new Error(`demo account ${kind} missing: the e2e stack seeds the demo accounts`);
  const tokens = await signIn(account.email, stack.demoPassword);
  return { email: account.email, password: stack.demoPassword, fullName: account.fullName, sub: account.sub, token: tokens.accessToken };
}

/** A school by its exact name. */
export async function schoolNamed(name: string): Promise<School> {
  const { schools } = await apiOk('listSchools', {});
  const school = schools.find((s) => s.name === name);
  if (!school) throw new Error(`no school named ${name}`);
  return school;
}

/**
 * A new student of `schoolName` (the demo school unless said), signed up and
 * confirmed, whose profile exists (made by GET /me, as the SPA's first call does).
 */
export async function newStudent(label: string, schoolName = DEMO_SCHOOL): Promise<Person> {
  const school = await schoolNamed(schoolName);
  const email = uniqueEmail(label);
  const password = `pw-${randomUUID()}`;
  const fullName = unique(`E2E ${label}`);
  const sub = await signUpAndConfirm({ username: email, password, attributes: { email, name: fullName, 'custom:school_id': school.id } });
  const { accessToken } = await signIn(email, password);
  await apiOk('getMe', { token: accessToken });
  return { email, password, fullName, sub, token: accessToken };
}
