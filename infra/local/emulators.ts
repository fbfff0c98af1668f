/**
 * The five AWS emulators together: started in parallel, all-or-nothing, and
 * stopped together. `npm start` persists their data under `.local/`; tests
 * run them in memory / in temporary directories on free ports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServiceProcess } from './child-process';
import { startCognitoLocal, type DeliveredCode } from './cognito-local';
import { startDynamoDbLocal } from './dynamodb-local';
import { startS3Local } from './s3-local';
import { startSesLocal } from './ses-local';
import { startSqsLocal } from './sqs-local';

/** Buckets the platform uses (docs/architecture.md#aws-deployment). */
export const LOCAL_BUCKETS = ['event-media', 'school-logos', 'event-documents'] as const;

/**
 * Of those, the buckets read only with a signature: the documents bucket,
 * which no CloudFront origin serves (infra/constructs/buckets.ts). Media and
 * logos are read unsigned locally, where the browser has them straight from
 * the local S3 as it has them from CloudFront in AWS.
 */
export const LOCAL_PRIVATE_BUCKETS: readonly (typeof LOCAL_BUCKETS)[number][] = ['event-documents'];

export interface EmulatorEndpoints {
  dynamodb: string;
  cognito: string;
  s3: string;
  ses: string;
  sqs: string;
}

export interface Emulators {
  endpoints: EmulatorEndpoints;
  processes: ServiceProcess[];
  /** Resolves with the first emulator that exits on its own. */
  firstExit: Promise<ServiceProcess>;
  /** Stops every emulator by PID (and removes temporary data). */
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  ports: { dynamodb: number; cognito: number; s3: number; ses: number; sqs: number };
  /** Persist data here (`.local/`); omitted = in memory / a temporary directory. */
  dataDir?: string;
  /** Origins the buckets accept browser uploads from. */
  corsOrigins: readonly string[];
  /** Fixed confirmation code for cognito-local. */
  cognitoCode?: string;
  onCode?: (delivered: DeliveredCode) => void;
  /** `false`: the local Cognito does not limit sign-ups per address (test fixtures sign up hundreds of users). */
  cognitoRateLimits?: false;
}

/** Starts DynamoDB Local, the local Cognito, s3rver, aws-ses-v2-local and the local SQS; stops all if one fails. */
export async function startEmulators(options: StartEmulatorsOptions): Promise<Emulators> {
  const temp = options.dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'greek-campus-emulators-'));
  const base = options.dataDir ?? (temp as string);
  const logDir = options.dataDir ? path.join(options.dataDir, 'logs') : undefined;
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const logFile = (name: string): string | undefined => (logDir ? path.join(logDir, `${name}.log`) : undefined);

  const starts = [
    startDynamoDbLocal({
      port: options.ports.dynamodb,
      dbPath: options.dataDir ? path.join(options.dataDir, 'dynamodb') : undefined,
      logFile: logFile('dynamodb'),
    }),
    startCognitoLocal({
      port: options.ports.cognito,
      dir: path.join(base, 'cognito'),
      code: options.cognitoCode,
      onCode: options.onCode,
      ...(options.cognitoRateLimits === false ? { rateLimits: false as const } : {}),
      logFile: logFile('cognito'),
    }),
    startS3Local({
      port: options.ports.s3,
      directory: path.join(base, 's3'),
      buckets: LOCAL_BUCKETS,
      privateBuckets: LOCAL_PRIVATE_BUCKETS,
      corsOrigins: options.corsOrigins,
      logFile: logFile('s3'),
    }),
    startSesLocal({ port: options.ports.ses, logFile: logFile('ses') }),
    startSqsLocal({ port: options.ports.sqs, logFile: logFile('sqs') }),
  ] as const;

  const results = await Promise.allSettled(starts);
  const processes = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.process] : []));
  const stop = async (): Promise<void> => {
    await Promise.all(processes.map((service) => service.stop()));
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  };
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const [dynamodb, cognito, s3, ses, sqs] = results.map((result) => (result as PromiseFulfilledResult<{ endpoint: string }>).value.endpoint) as [
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    endpoints: { dynamodb, cognito, s3, ses, sqs },
    processes,
    firstExit: Promise.race(processes.map((service) => service.exited.then(() => service))),
    stop,
  };
}
