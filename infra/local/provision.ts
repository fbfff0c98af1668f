/**
 * Creating what the platform needs on the emulators when it is missing: the
 * table, the user pool and its app client (ids remembered in the state), and
 * — once — the demo accounts and demo data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createUserPool, poolExists, type PoolIds } from './cognito-api';
import { ensureDemoAccounts, type DemoAccount } from './demo-accounts';
import { REPO_ROOT } from './paths';
import type { LocalState } from './state';
import { ensureTable } from './table';

/** Reuses the pool and client recorded in `state` if cognito-local still has them, else creates both. */
export async function ensureUserPool(cognitoEndpoint: string, state: LocalState): Promise<PoolIds & { created: boolean }> {
  if (state.userPoolId && state.userPoolClientId) {
    const ids = { userPoolId: state.userPoolId, userPoolClientId: state.userPoolClientId };
    if (await poolExists(cognitoEndpoint, ids)) return { ...ids, created: false };
  }
  return { ...(await createUserPool(cognitoEndpoint)), created: true };
}

export { ensureTable };

/** What `seedDemoData` reports. */
export interface SeedSummary {
  schools: number;
  chapters: number;
  greekEvents: number;
  partyEvents: number;
  chapterName?: string;
}

type SeedModule = {
  seedDemoData(options: { accounts: DemoAccount[]; now?: Date }): Promise<SeedSummary>;
};

/** The seed module's path (written by the functions/seed work). */
export const SEED_MODULE = path.join(REPO_ROOT, 'infra', 'seed', 'seed.ts');

/** True when the seed module exists. */
export function seedAvailable(): boolean {
  return fs.existsSync(SEED_MODULE);
}

/**
 * Creates the demo users, then seeds the table through `infra/seed/seed.ts`.
 * The handler environment (TABLE_NAME, endpoints) must already be set.
 */
export async function seedDemo(cognitoEndpoint: string, userPoolId: string): Promise<{ accounts: DemoAccount[]; summary: SeedSummary }> {
  if (!seedAvailable()) throw new Error('infra/seed/seed.ts is missing: the demo data cannot be seeded.');
  const accounts = await ensureDemoAccounts(cognitoEndpoint, userPoolId);
  const seed = (await import(pathToFileURL(SEED_MODULE).href)) as SeedModule;
  const summary = await seed.seedDemoData({ accounts });
  return { accounts, summary };
}
