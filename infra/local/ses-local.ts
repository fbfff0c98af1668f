/**
 * aws-ses-v2-local, run from its own bin with `node`. Sent mail is kept in
 * memory: its inbox page is `/`, the JSON list `GET /store`.
 */
import { spawnService, waitForHttp, type ServiceProcess } from './child-process';
import { nodeModule } from './paths';

export interface SesLocalOptions {
  port: number;
  logFile?: string;
}

/** Starts aws-ses-v2-local on 127.0.0.1:`port` and waits until it answers. */
export async function startSesLocal(options: SesLocalOptions): Promise<{ endpoint: string; process: ServiceProcess }> {
  const service = await spawnService({
    name: 'aws-ses-v2-local',
    command: process.execPath,
    args: [nodeModule('aws-ses-v2-local', 'dist', 'cli.js'), '--host', '127.0.0.1', '--port', String(options.port)],
    logFile: options.logFile,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${endpoint}/health-check`, service);
  return { endpoint, process: service };
}
