/**
 * `npm run reset`: wipes `.local/` (the table, users, uploads and state), so
 * the next `npm start` provisions and seeds from scratch.
 */
import fs from 'node:fs';
import { LOCAL_DIR } from './paths';
import { assertPortsFree, localPorts } from './ports';

try {
  // Wiping data under a running stack would corrupt it.
  await assertPortsFree(localPorts());
} catch {
  console.error('✖ The local stack seems to be running (its ports are in use): stop npm start first.');
  process.exit(1);
}
fs.rmSync(LOCAL_DIR, { recursive: true, force: true });
console.log('Local data wiped (.local/). The next npm start provisions and seeds again.');
