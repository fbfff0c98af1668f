/**
 * `.local/state.json`: what the local stack created (pool and client ids) and
 * whether the demo data was seeded, so a second `npm start` reuses the first
 * one's data instead of recreating or reseeding it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DemoAccount } from './demo-accounts';

export interface LocalState {
  userPoolId?: string;
  userPoolClientId?: string;
  /** Set once the demo data is in the table. */
  seededAt?: string;
  demoAccounts?: DemoAccount[];
  seedSummary?: Record<string, unknown>;
  /** The ticket QR signing secret of this local stack, generated at the first start (tickets stay valid across restarts). */
  ticketSecret?: string;
}

/** Reads the state file (empty state when there is none yet). */
export function readState(file: string): LocalState {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalState;
  } catch {
    return {};
  }
}

/** Writes the state file atomically. */
export function writeState(file: string, state: LocalState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(temp, file);
}
