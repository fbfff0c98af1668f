/**
 * The local S3 (`infra/local/s3/`), run as its own process with
 * `node --import tsx`: s3rver, which creates the buckets when missing and
 * (re)applies their CORS rules on every start so the browser may upload
 * straight to them from the web origins, behind a gate that holds every
 * browser form upload to its signed POST policy, and every request to a
 * private bucket to its signature, as S3 does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnService, waitForHttp, type ServiceProcess } from './child-process';
import { LOCAL_CREDENTIALS } from './credentials';
import { nodeModule, REPO_ROOT } from './paths';

export interface S3LocalOptions {
  port: number;
  /** Where objects are stored. */
  directory: string;
  buckets: readonly string[];
  /** Of `buckets`, those answered only to a signed request (a presigned GET, the SDK's calls). */
  privateBuckets: readonly string[];
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

/** Starts the local S3 on 127.0.0.1:`port` (path-style buckets) and waits until it answers. */
export async function startS3Local(options: S3LocalOptions): Promise<{ endpoint: string; process: ServiceProcess }> {
  fs.mkdirSync(options.directory, { recursive: true });
  const service = await spawnService({
    name: 'local-s3',
    command: process.execPath,
    args: ['--import', pathToFileURL(nodeModule('tsx', 'dist', 'loader.mjs')).href, path.join(REPO_ROOT, 'infra', 'local', 's3', 'main.ts')],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DIRECTORY: options.directory,
      BUCKETS: JSON.stringify(options.buckets),
      PRIVATE_BUCKETS: JSON.stringify(options.privateBuckets),
      CORS_XML: corsXml(options.corsOrigins),
      CORS_ORIGINS: JSON.stringify(options.corsOrigins),
      ACCESS_KEY: `${LOCAL_CREDENTIALS.accessKeyId}:${LOCAL_CREDENTIALS.secretAccessKey}`,
      REGION: LOCAL_CREDENTIALS.region,
    },
    logFile: options.logFile,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitForHttp(endpoint, service);
  return { endpoint, process: service };
}
