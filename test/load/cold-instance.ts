/**
 * One fresh process of the cold figures (`cold.ts`), as a new Lambda
 * instance: `api <feature>` starts the local API server with the real
 * handlers and loads that feature's handler module (a Lambda's init), so its
 * in-process caches are empty when the one client's request arrives;
 * `bare <read> <arg>` waits for `go` on stdin and runs one bare read through
 * a document client of its own, printing the milliseconds it took. Either
 * prints `ready <port>` when it can be measured. The environment (endpoints,
 * table) is the bench's.
 */
import { createInterface } from 'node:readline';
import { routeList } from '../../shared/api/routes';
import { featureHandlers } from '../../infra/local/api/handlers';
import { startApiServer } from '../../infra/local/api-server';
import { runBareRead, type BareReadName } from './cases';

const [mode, name, arg = ''] = process.argv.slice(2);

async function main(): Promise<void> {
  if (mode === 'api' && name) {
    await featureHandlers(name);
    const server = await startApiServer({ port: 0, host: '127.0.0.1', routes: routeList, loadHandler: featureHandlers, rateLimits: false });
    console.log(`ready ${new URL(server.url).port}`);
    return;
  }
  if (mode === 'bare' && name) {
    console.log('ready 0');
    for await (const line of createInterface({ input: process.stdin })) {
      if (line !== 'go') continue;
      const started = performance.now();
      await runBareRead({ read: name as BareReadName, arg });
      console.log(`took ${performance.now() - started}`);
    }
    return;
  }
  throw new Error('usage: cold-instance.ts api <feature> | bare <read> [arg]');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
