/**
 * What the global setups hand to test workers (`inject('emulators')`,
 * `inject('stack')`).
 */
import type { EmulatorEndpoints } from '../../infra/local/emulators';
import type { DemoAccount } from '../../infra/local/demo-accounts';

/** The emulators of the integration project. */
export interface ProvidedEmulators extends EmulatorEndpoints {
  /** Every cognito-local confirmation code (its `CODE`). */
  cognitoCode: string;
}

/** The whole local stack of the e2e project. */
export interface ProvidedStack {
  /** The SPA and API origin, e.g. `http://127.0.0.1:41234` (API under `/api`). */
  baseUrl: string;
  endpoints: EmulatorEndpoints;
  /** aws-ses-v2-local: inbox page, and `GET` JSON of every sent mail. */
  inboxUrl: string;
  sesStoreUrl: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoCode: string;
  /** Demo accounts (all with `demoPassword`); empty when the seed module is missing. */
  accounts: DemoAccount[];
  demoPassword: string;
  seedSummary?: Record<string, unknown>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    emulators: ProvidedEmulators;
    stack: ProvidedStack;
  }
}
