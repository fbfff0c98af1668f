/**
 * Local ports: the agreed defaults (overridable by environment), a check that
 * they are free before anything starts, and free-port picking for tests.
 */
import net from 'node:net';

export interface LocalPorts {
  web: number;
  api: number;
  dynamodb: number;
  cognito: number;
  s3: number;
  ses: number;
  sqs: number;
}

/** Environment variable that overrides each port. */
export const PORT_ENV: Record<keyof LocalPorts, string> = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
  sqs: 'SQS_PORT',
};

const DEFAULT_PORTS: LocalPorts = { web: 5173, api: 3001, dynamodb: 8000, cognito: 9229, s3: 4569, ses: 8005, sqs: 9324 };

/** The ports `npm start` uses: the defaults, each overridable by its env variable. */
export function localPorts(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const ports = { ...DEFAULT_PORTS };
  for (const key of Object.keys(PORT_ENV) as (keyof LocalPorts)[]) {
    const raw = env[PORT_ENV[key]];
    if (raw) {
      const port = Number(raw);
      if (!Number.isInteger(port) || port <= 0 || port > 65535) {
        throw new Error(`${PORT_ENV[key]}=${raw} is not a valid port number.`);
      }
      ports[key] = port;
    }
  }
  return ports;
}

/** Resolves true when nothing listens on 127.0.0.1:`port`. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws one readable error naming the first port already taken. */
export async function assertPortsFree(ports: LocalPorts): Promise<void> {
  for (const [name, port] of Object.entries(ports) as [keyof LocalPorts, number][]) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} (${name}) on 127.0.0.1 is already in use: stop whatever holds it (another npm start?) or set ${PORT_ENV[name]} to another port.`,
      );
    }
  }
}

/** A port the OS reports free right now (tests start their emulators on these). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Free ports for every part of the stack, all distinct. */
export async function freePorts(): Promise<LocalPorts> {
  const taken = new Set<number>();
  const pick = async (): Promise<number> => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };
  return { web: await pick(), api: await pick(), dynamodb: await pick(), cognito: await pick(), s3: await pick(), ses: await pick(), sqs: await pick() };
}
