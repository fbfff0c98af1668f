/**
 * The stack the bench measures: the emulators (same launchers as `npm start`,
 * DynamoDB in memory), the table, the demo seed and the local API server with
 * the real feature handlers — in this process, as a server. No SPA is built
 * here (the bench builds it separately, only to weigh the routes), so no build
 * competes with the figures for the machine's two cores.
 */
import { routeList } from '../../shared/api/routes';
import { resetClients } from '../../functions/lib/aws';
import { cognitoJwtConfig } from '../../infra/local/api/auth';
import { featureHandlers } from '../../infra/local/api/handlers';
import { startApiServer, type RunningApiServer } from '../../infra/local/api-server';
import { createUserPool, passwordLogin, type Tokens } from '../../infra/local/cognito-api';
import { DEMO_PASSWORD, type DemoAccount } from '../../infra/local/demo-accounts';
import { startEmulators, type Emulators } from '../../infra/local/emulators';
import { applyFunctionEnv, LOCAL_AWS_ENV } from '../../infra/local/function-env';
import { freePorts } from '../../infra/local/ports';
import { localRuntimeConfig } from '../../infra/local/platform-api';
import { ensureTable, seedDemo } from '../../infra/local/provision';

export interface BenchStack {
  /** The API base, stage included: `http://127.0.0.1:<port>/api`, behind the per-client rate limits (the bursts and the drop meet them as buyers would). */
  api: string;
  /**
   * The same API and handlers behind no rate limiter: the endpoints' latency is the handler's, measured from
   * one signed-in viewer far more often than a person's budget allows (people search: 60 in 10 minutes). In AWS
   * the limits are WAF's, in front of the API, not part of a request's path through the Lambda.
   */
  unlimitedApi: string;
  /** The seeded demo accounts (the president leads the demo chapter: the ticket invariants use it). */
  accounts: DemoAccount[];
  /** An access token of a demo account (the signed-in reads: My Feed, friend search). */
  signIn(email: string): Promise<string>;
  /** Every token of a demo account's session (the SPA's stored session, for the browser figures). */
  session(email: string): Promise<Tokens>;
  /** Serves a built SPA, its `/config.json` and the same API from one more origin (the browser figures). */
  serveSpa(spaDir: string): Promise<RunningApiServer>;
  stop(): Promise<void>;
}

/** Starts emulators, table, seed and API server on free ports; `stop()` ends them. */
export async function startBenchStack(): Promise<BenchStack> {
  Object.assign(process.env, LOCAL_AWS_ENV);
  const ports = await freePorts();
  let emulators: Emulators | undefined;
  let server: RunningApiServer | undefined;
  let unlimited: RunningApiServer | undefined;
  const stop = async (): Promise<void> => {
    await server?.close();
    await unlimited?.close();
    await emulators?.stop();
  };
  try {
    // The buckets need one CORS origin (s3rver rejects an empty rule); nothing uploads here.
    emulators = await startEmulators({ ports, corsOrigins: [`http://127.0.0.1:${ports.web}`] });
    const { endpoints } = emulators;
    const tableName = 'greek-campus';
    await ensureTable(endpoints.dynamodb, tableName);
    const pool = await createUserPool(endpoints.cognito);
    applyFunctionEnv({ endpoints, tableName, ...pool });
    resetClients();
    const { accounts } = await seedDemo(endpoints.cognito, pool.userPoolId);
    // Signed-in routes check the bearer token as API Gateway's JWT authorizer does.
    const auth = cognitoJwtConfig(endpoints.cognito, pool.userPoolId, pool.userPoolClientId);
    server = await startApiServer({ port: ports.api, routes: routeList, loadHandler: featureHandlers, auth });
    unlimited = await startApiServer({ port: 0, routes: routeList, loadHandler: featureHandlers, auth, rateLimits: false });
    const session = (email: string) => passwordLogin(endpoints.cognito, pool.userPoolClientId, email, DEMO_PASSWORD);
    const signIn = async (email: string) => (await session(email)).accessToken;
    const spaServers: RunningApiServer[] = [];
    const serveSpa = async (spaDir: string) => {
      const runtimeConfig = localRuntimeConfig(endpoints, pool);
      const spa = await startApiServer({ port: 0, routes: routeList, loadHandler: featureHandlers, auth, runtimeConfig, spaDir, rateLimits: false });
      spaServers.push(spa);
      return spa;
    };
    const stopAll = async () => {
      for (const spa of spaServers) await spa.close();
      await stop();
    };
    return { api: `${server.url}/api`, unlimitedApi: `${unlimited.url}/api`, accounts, signIn, session, serveSpa, stop: stopAll };
  } catch (error) {
    await stop();
    throw error;
  }
}
