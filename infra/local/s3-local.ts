/**
 * s3rver, run from its own CLI with `node` (through `s3rver-bin.cjs`, which
 * adds our `local` access key): creates the buckets when missing
 * and (re)applies their CORS rules on every start so the browser may upload
 * straight to them from the web origins.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnService, waitForHttp, type ServiceProcess } from './child-process';
import { fileURLToPath } from 'node:url';

export interface S3LocalOptions {
  port: number;
  /** Where objects are stored. */
  directory: string;
  buckets: readonly string[];
  /** Browser origins allowed to GET/PUT/POST objects. */
  corsOrigins: readonly string[];
  logFile?: string;
}

/** The S3 CORS document allowing browser uploads and downloads from `origins`. */
export function corsXml(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `    <AllowedOrigin>${origin}</AllowedOrigin>`).join('\n');
  return `<CORSConfiguration>
  <CORSRule>
${allowed}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>
`;
}

/** Starts s3rver on 127.0.0.1:`port` (path-style buckets) and waits until it answers. */
export async function startS3Local(options: S3LocalOptions): Promise<{ endpoint: string; process: ServiceProcess }> {
  fs.mkdirSync(options.directory, { recursive: true });
  // s3rver reads bucket configuration from files; keep it beside (not inside) the object store.
  const corsFile = path.join(path.dirname(options.directory), `${path.basename(options.directory)}-cors.xml`);
  fs.writeFileSync(corsFile, corsXml(options.corsOrigins));
  const service = await spawnService({
    name: 's3rver',
    command: process.execPath,
    args: [
      fileURLToPath(new URL('./s3rver-bin.cjs', import.meta.url)),
      '--directory',
      options.directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--silent',
      '--no-vhost-buckets',
      ...options.buckets.flatMap((bucket) => ['--configure-bucket', bucket, corsFile]),
    ],
    logFile: options.logFile,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitForHttp(endpoint, service);
  return { endpoint, process: service };
}
