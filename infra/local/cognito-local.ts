/**
 * cognito-local, run from its own bin with `node` in a directory of our choice:
 * it keeps its pools and users in `<dir>/.cognito/`. The confirmation codes it
 * prints (in a box) are parsed and reported one per line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnService, waitForHttp, type ServiceProcess } from './child-process';
import { nodeModule } from './paths';

/** One confirmation code cognito-local "delivered". */
export interface DeliveredCode {
  username?: string;
  destination?: string;
  code: string;
}

export interface CognitoLocalOptions {
  port: number;
  /** Working directory; data lands in `<dir>/.cognito/`. */
  dir: string;
  /** Fixes every confirmation code (cognito-local's `CODE`); defaults to the caller's `CODE`. */
  code?: string;
  logFile?: string;
  onCode?: (delivered: DeliveredCode) => void;
}

const ANSI = /\u001b\[[0-9;]*m/g;

/** Turns cognito-local's boxed "Confirmation Code Delivery" log into events. */
export function codeParser(onCode: (delivered: DeliveredCode) => void): (line: string) => void {
  let current: Partial<DeliveredCode> = {};
  return (raw) => {
    const line = raw.replace(ANSI, '');
    if (line.includes('Confirmation Code Delivery')) current = {};
    const field = /(Username|Destination|Code):\s+(\S+)/.exec(line);
    if (!field) return;
    const [, name, value] = field;
    if (name === 'Username') current.username = value;
    if (name === 'Destination') current.destination = value;
    if (name === 'Code' && value) {
      onCode({ ...current, code: value });
      current = {};
    }
  };
}

/** Starts cognito-local on 127.0.0.1:`port` and waits until it answers. */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<{ endpoint: string; process: ServiceProcess }> {
  fs.mkdirSync(path.join(options.dir, '.cognito', 'db'), { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(options.port) };
  delete env.DEBUG;
  const code = options.code ?? process.env.CODE;
  if (code) env.CODE = code;
  else delete env.CODE;
  const service = await spawnService({
    name: 'cognito-local',
    command: process.execPath,
    args: [nodeModule('cognito-local', 'lib', 'bin', 'start.js')],
    cwd: options.dir,
    env,
    logFile: options.logFile,
    onLine: options.onCode ? codeParser(options.onCode) : undefined,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${endpoint}/health`, service);
  return { endpoint, process: service };
}
