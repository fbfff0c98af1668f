/**
 * The whole platform for end-to-end tests: the emulators (same launchers as
 * `npm start`), the table and pool, the demo seed, and the local API server
 * serving both `/api` and a production build of the SPA from one origin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetClients } from '../../functions/lib/aws';
import type { RunningApiServer } from '../../infra/local/api-server';
import { startPlatformApi } from '../../infra/local/platform-api';
import { createUserPool } from '../../infra/local/cognito-api';
import { DEMO_PASSWORD, type DemoAccount } from '../../infra/local/demo-accounts';
import { startEmulators, type Emulators } from '../../infra/local/emulators';
import { applyFunctionEnv, LOCAL_AWS_ENV } from '../../infra/local/function-env';
import { freePorts } from '../../infra/local/ports';
import { ensureTable, seedAvailable, seedDemo } from '../../infra/local/provision';
import { buildSpa } from '../../infra/local/web-dev';
import { TEST_COGNITO_CODE } from './emulators';
import type { ProvidedStack } from './provided';

export interface TestStack extends ProvidedStack {
  stop(): Promise<void>;
}

/** Starts everything on free ports; `stop()` ends it and removes temporary data. */
export async function startTestStack(): Promise<TestStack> {
  Object.assign(process.env, LOCAL_AWS_ENV);
  const ports = await freePorts();
  const baseUrl = `http://127.0.0.1:${ports.api}`;
  const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'greek-campus-spa-'));
  let emulators: Emulators | undefined;
  let api: RunningApiServer | undefined;
  const stop = async (): Promise<void> => {
    await api?.close();
    await emulators?.stop();
    fs.rmSync(spaDir, { recursive: true, force: true });
  };
  try {
    // The build (CPU-bound) overlaps the emulators' start-up (mostly waiting on Java).
    const [started] = await Promise.all([
      startEmulators({ ports, corsOrigins: [baseUrl], cognitoCode: TEST_COGNITO_CODE }),
      buildSpa(spaDir),
    ]);
    emulators = started;
    const { endpoints } = emulators;
    const tableName = 'greek-campus';
    await ensureTable(endpoints.dynamodb, tableName);
    const pool = await createUserPool(endpoints.cognito);
    applyFunctionEnv({ endpoints, tableName, ...pool });
    resetClients();

    let accounts: DemoAccount[] = [];
    let seedSummary: Record<string, unknown> | undefined;
    if (seedAvailable()) {
      const seeded = await seedDemo(endpoints.cognito, pool.userPoolId);
      accounts = seeded.accounts;
      seedSummary = { ...seeded.summary };
    } else {
      console.warn('[e2e] infra/seed/seed.ts is missing: the stack runs without demo data.');
    }

    api = await startPlatformApi({ port: ports.api, endpoints, pool, spaDir });
    return {
      baseUrl,
      endpoints,
      inboxUrl: endpoints.ses,
      sesStoreUrl: `${endpoints.ses}/store`,
      tableName,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoCode: TEST_COGNITO_CODE,
      accounts,
      demoPassword: DEMO_PASSWORD,
      seedSummary,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
