/**
 * Entry point of the local Cognito process (`infra/local/cognito-local.ts`
 * starts it with `node --import tsx`): listens on `PORT`, keeps data in
 * `DATA_DIR`, fixes codes with `CODE`, limits code-sending operations per
 * address unless `RATE_LIMITS=off`, and prints each code it "sends" as one
 * `CODE_LINE_PREFIX` line of JSON for the parent to report.
 */
import { CODE_LINE_PREFIX } from './protocol';
import { startLocalCognito } from './server';

const port = Number(process.env.PORT ?? 9229);
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');

const running = await startLocalCognito({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  code: process.env.CODE || undefined,
  rateLimits: process.env.RATE_LIMITS === 'off' ? false : {},
  onCode: (delivered) => console.log(`${CODE_LINE_PREFIX}${JSON.stringify(delivered)}`),
});
console.log(`Local Cognito running on ${running.endpoint}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void running.close().then(() => process.exit(0)));
}
