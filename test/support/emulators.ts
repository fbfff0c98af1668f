/**
 * The emulators for tests: the same launchers as `npm start`
 * (`infra/local/`), on free ports, DynamoDB in memory, the others in a
 * temporary directory removed afterwards.
 */
import { startEmulators, type Emulators } from '../../infra/local/emulators';
import { freePorts } from '../../infra/local/ports';

/** The confirmation code cognito-local sends in tests. */
export const TEST_COGNITO_CODE = '424242';

/** The ticket QR signing secret every test stack's handlers use (sign a QR code with it in a test). */
export { TEST_TICKET_SECRET } from '../../infra/local/function-env';

/** Origins the test buckets accept browser uploads from. */
export const TEST_WEB_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

/**
 * Starts the four emulators on free ports; `stop()` ends them and removes
 * their data. The local Cognito does not limit sign-ups here: the
 * integration files' fixtures sign up hundreds of users from 127.0.0.1 (the
 * limit itself is proven against a Cognito of its own).
 */
export async function startTestEmulators(corsOrigins: readonly string[] = TEST_WEB_ORIGINS): Promise<Emulators> {
  const ports = await freePorts();
  return startEmulators({ ports, corsOrigins, cognitoCode: TEST_COGNITO_CODE, cognitoRateLimits: false });
}
