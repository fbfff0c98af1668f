/**
 * setupFile of the integration project: points the handlers' AWS clients at
 * the emulators started by `emulators.global.ts`. Each test file then calls
 * `useFreshTable()` for its own table.
 */
import { inject } from 'vitest';
import { resetClients } from '../../functions/lib/aws';
import { clearStripeEnv, functionEnv } from '../../infra/local/function-env';
import './provided';

const emulators = inject('emulators');
// The sandbox payment gateway and the fixed test ticket secret, whatever the developer's shell exports.
clearStripeEnv();
Object.assign(
  process.env,
  // A table that does not exist: a test that forgot useFreshTable() fails loudly.
  functionEnv({ endpoints: emulators, tableName: 'no-table-call-useFreshTable' }),
);
resetClients();
