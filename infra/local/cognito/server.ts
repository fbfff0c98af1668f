/**
 * The local Cognito user-pool service: cognito-local's server and services
 * (its data, JWKS, CORS for any origin, every operation it implements), with
 * the operations it lacks added (`targets.ts`, `contact-targets.ts`),
 * Cognito-shaped tokens (`tokens.ts`), data in a directory of our choosing,
 * every code it "sends" reported through `onCode` instead of a console box,
 * attribute values no longer than Cognito takes (`attribute-limits.ts`),
 * and the per-address limit on code-sending operations AWS WAF puts on the
 * user pool (`rate-limit.ts`).
 *
 * The pool defaults have no UsernameAttributes: cognito-local then accepts an
 * e-mail or an E.164 phone number as the username (with `email` it refuses
 * usernames without "@"). The SPA always uses the e-mail or phone as username,
 * which works the same in AWS, where the pool has UsernameAttributes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config';
import { DateClock, LambdaService, TriggersService, type Services } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import type { Messages } from 'cognito-local/lib/services/messages';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { nodeModule } from '../paths';
import { CONTACT_TARGETS } from './contact-targets';
import { limiterFor, type RateLimitsOption } from '../rate-limiter';
import { codeSendingGuard } from './rate-limit';
import type { DeliveredCode } from './protocol';
import { EXTRA_TARGETS } from './targets';
import { withAttributeLimits } from './attribute-limits';
import { CognitoLikeTokenGenerator } from './tokens';

export interface LocalCognitoOptions {
  port: number;
  host?: string;
  /** Pools and users are kept in `<dataDir>/db/<poolId>.json`. */
  dataDir: string;
  /** Every code is this value (like cognito-local's `CODE`); otherwise random 6 digits. */
  code?: string;
  onCode?: (delivered: DeliveredCode) => void;
  /** pino log level of the request log (default `warn`). */
  logLevel?: string;
  /**
   * Per-address limits on sign-up and the other code-sending operations, as
   * AWS WAF enforces them on the user pool (on by default; `{ now }` injects
   * the clock). `false` for tests whose fixtures sign up many users.
   */
  rateLimits?: RateLimitsOption;
}

export interface RunningLocalCognito {
  endpoint: string;
  close(): Promise<void>;
}

// pino comes with cognito-local (its request logger needs a pino instance).
const requireFromCognitoLocal = createRequire(nodeModule('cognito-local', 'package.json'));

/** Starts the service on `host:port` (port 0 = any free port). */
export async function startLocalCognito(options: LocalCognitoOptions): Promise<RunningLocalCognito> {
  const host = options.host ?? '127.0.0.1';
  const pino = requireFromCognitoLocal('pino') as (options: object) => import('pino').Logger;
  const logger = pino({ level: options.logLevel ?? 'warn' });
  const ctx = { logger };

  // The issuer must be known before the port is (port 0): tokens are only issued after listen.
  let issuerDomain = `http://${host}:${options.port}`;
  const config: Config = {
    ...DefaultConfig,
    UserPoolDefaults: {},
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port: options.port, hostname: host, development: false, https: false },
  };
  const clock = new DateClock();
  const dataDir = path.join(options.dataDir, 'db');
  const dataStores = new StormDBDataStoreFactory(dataDir);
  const cognito = await new CognitoServiceFactoryImpl(dataDir, dataStores, new UserPoolServiceFactoryImpl(clock, dataStores)).create(
    ctx,
    config.UserPoolDefaults,
  );
  // No Lambda triggers locally: the services only need the objects to exist.
  const triggers = new TriggersService(clock, cognito, new LambdaService({}, {} as never), new CryptoService(config.KMSConfig));
  const messages: Messages = {
    async deliver(_ctx, source, _clientId, _poolId, user, code, _metadata, delivery) {
      options.onCode?.({ kind: source, username: user.Username, destination: delivery.Destination, code });
    },
  };
  const services: Services = {
    clock,
    cognito,
    config,
    messages,
    otp: () => options.code ?? String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0'),
    tokenGenerator: new CognitoLikeTokenGenerator(clock, () => issuerDomain),
    triggers,
  };
  const original = Router(services);
  const extra = { ...EXTRA_TARGETS, ...CONTACT_TARGETS };
  const router = (target: string) => withAttributeLimits(services, target, extra[target]?.(services, original) ?? original(target));
  const { application } = createServer(router, logger, config.ServerConfig, services);
  const guard = codeSendingGuard(limiterFor(options.rateLimits));
  const server = http.createServer((req, res) => {
    if (!guard(req, res)) application(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  issuerDomain = `http://${host}:${port}`;
  return {
    endpoint: issuerDomain,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
