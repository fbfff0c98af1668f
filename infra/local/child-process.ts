/**
 * Starting, watching and stopping one emulator process. Every emulator is a
 * direct child (`java …`, `node node_modules/<pkg>/<bin>`), never `npx`, so
 * stopping it by PID really stops the server (docs/local-stack.md#versions-and-pins).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** How a running emulator can be watched and stopped. */
export interface ServiceProcess {
  name: string;
  pid: number;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  /** True once the process has ended. */
  hasExited(): boolean;
  /** The last lines it printed (shown when it fails). */
  recentOutput(): string;
  /** SIGTERM by PID, SIGKILL after `graceMs`; resolves when it is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Append everything the process prints to this file. */
  logFile?: string;
  /** Called with each complete line the process prints (stdout and stderr). */
  onLine?: (line: string) => void;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** If the supervisor itself exits abruptly, take the children with it. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
}

/** Thrown when the command itself cannot be run (e.g. `java` not installed). */
export class CommandNotFoundError extends Error {
  constructor(readonly command: string) {
    super(`${command}: command not found`);
  }
}

/**
 * Spawns a long-running emulator process. Resolves once the OS has started it,
 * rejects with `CommandNotFoundError` when the executable does not exist.
 */
export function spawnService(options: SpawnServiceOptions): Promise<ServiceProcess> {
  installExitHook();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  let partial = '';
  const onData = (chunk: Buffer): void => {
    log?.write(chunk);
    const text = partial + chunk.toString('utf8');
    const lines = text.split(/\r?\n/);
    partial = lines.pop() ?? '';
    for (const line of lines) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      options.onLine?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      running.delete(child);
      log?.end();
      resolve(code ?? signal ?? 'unknown');
    });
  });

  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      done = true;
      running.delete(child);
      reject(error.code === 'ENOENT' ? new CommandNotFoundError(options.command) : error);
    });
    child.once('spawn', () => {
      running.add(child);
      resolve({
        name: options.name,
        pid: child.pid ?? -1,
        exited,
        hasExited: () => done,
        recentOutput: () => [...tail, partial].filter(Boolean).join('\n'),
        async stop(graceMs = 5000) {
          if (done) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          await exited;
          clearTimeout(timer);
        },
      });
    });
  });
}

/**
 * Polls `url` until the server answers with any HTTP status. Fails early with
 * the process's last output if it exits first, or after `timeoutMs`.
 */
export async function waitForHttp(url: string, service: ServiceProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service.hasExited()) {
      throw new Error(`${service.name} exited before it was ready:\n${service.recentOutput()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${service.name} did not answer on ${url} within ${timeoutMs / 1000} s:\n${service.recentOutput()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
