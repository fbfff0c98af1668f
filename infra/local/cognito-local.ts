/**
 * The local Cognito (`infra/local/cognito/`: cognito-local plus the operations
 * it lacks), run as its own process with `node --import tsx` so that it is
 * supervised and stopped by PID like every emulator. It keeps its pools and
 * users in `<dir>/db/`; each code it "sends" is reported through `onCode`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnService, waitForHttp, type ServiceProcess } from './child-process';
import { CODE_LINE_PREFIX, type DeliveredCode } from './cognito/protocol';
import { nodeModule, REPO_ROOT } from './paths';

export type { DeliveredCode } from './cognito/protocol';

export interface CognitoLocalOptions {
  port: number;
  /** Data directory; pools and users land in `<dir>/db/`. */
  dir: string;
  /** Fixes every code; defaults to the caller's `CODE`. */
  code?: string;
  logFile?: string;
  onCode?: (delivered: DeliveredCode) => void;
  /** `false`: no per-address limit on sign-ups and codes (tests whose fixtures sign up many users). */
  rateLimits?: false;
}

/** Turns the Cognito process's code lines into `onCode` calls (other lines are ignored). */
export function codeParser(onCode: (delivered: DeliveredCode) => void): (line: string) => void {
  return (line) => {
    const at = line.indexOf(CODE_LINE_PREFIX);
    if (at === -1) return;
    try {
      onCode(JSON.parse(line.slice(at + CODE_LINE_PREFIX.length)) as DeliveredCode);
    } catch {
      // A truncated line: the code is still in the user's record.
    }
  };
}

/** Starts the local Cognito on 127.0.0.1:`port` and waits until it answers. */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<{ endpoint: string; process: ServiceProcess }> {
  fs.mkdirSync(path.join(options.dir, 'db'), { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dir,
    // cognito-local loads the AWS SDK v2 (for Lambda triggers we do not use): its end-of-support notice is noise.
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  const code = options.code ?? process.env.CODE;
  if (code) env.CODE = code;
  else delete env.CODE;
  if (options.rateLimits === false) env.RATE_LIMITS = 'off';
  else delete env.RATE_LIMITS;
  const service = await spawnService({
    name: 'cognito-local',
    command: process.execPath,
    args: ['--import', pathToFileURL(nodeModule('tsx', 'dist', 'loader.mjs')).href, path.join(REPO_ROOT, 'infra', 'local', 'cognito', 'main.ts')],
    cwd: options.dir,
    env,
    logFile: options.logFile,
    onLine: options.onCode ? codeParser(options.onCode) : undefined,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${endpoint}/health`, service);
  return { endpoint, process: service };
}
