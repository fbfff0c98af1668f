/**
 * setupFile of the e2e project: lets tests read the stack's data directly
 * (the handlers' environment pointing at the e2e emulators and table).
 */
import { inject } from 'vitest';
import { resetClients } from '../../functions/lib/aws';
import { clearStripeEnv, functionEnv } from '../../infra/local/function-env';
import './provided';

const stack = inject('stack');
// The sandbox payment gateway and the fixed test ticket secret, whatever the developer's shell exports.
clearStripeEnv();
Object.assign(
  process.env,
  functionEnv({
    endpoints: stack.endpoints,
    tableName: stack.tableName,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
  }),
);
resetClients();
