/**
 * `npm run admin:grant -- <email>`: makes an existing account a platform admin.
 *
 * - Locally (the default): the pool of `.local/state.json` and the table of
 *   the running `npm start` stack (default ports, or the *_PORT overrides).
 * - In AWS: set USER_POOL_ID and TABLE_NAME (the stack outputs UserPoolId and
 *   TableName) and AWS_REGION; credentials come from the default chain.
 */
import path from 'node:path';
import { DEFAULT_TABLE_NAME } from '../../functions/lib/db/table-schema';
import { applyFunctionEnv, LOCAL_AWS_ENV } from './function-env';
import { AccountNotFoundError, grantAdminByEmail } from './grant-admin';
import { LOCAL_DIR } from './paths';
import { localPorts } from './ports';
import { readState } from './state';

/** Points the clients at the local stack; returns a description of where. */
function useLocalStack(): string {
  const state = readState(path.join(LOCAL_DIR, 'state.json'));
  if (!state.userPoolId) throw new Error('No local user pool yet: run `npm start` first (or set USER_POOL_ID and TABLE_NAME for AWS).');
  const ports = localPorts();
  const url = (port: number): string => `http://127.0.0.1:${port}`;
  Object.assign(process.env, LOCAL_AWS_ENV);
  applyFunctionEnv({
    endpoints: { dynamodb: url(ports.dynamodb), cognito: url(ports.cognito), s3: url(ports.s3), ses: url(ports.ses), sqs: url(ports.sqs) },
    tableName: process.env.TABLE_NAME || DEFAULT_TABLE_NAME,
    userPoolId: state.userPoolId,
    userPoolClientId: state.userPoolClientId,
  });
  return 'the local stack';
}

async function main(): Promise<void> {
  const email = process.argv.slice(2).find((arg) => arg !== '--');
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run admin:grant -- <email>');
    process.exit(2);
  }
  let where: string;
  if (process.env.USER_POOL_ID) {
    if (!process.env.TABLE_NAME) throw new Error('USER_POOL_ID is set (AWS) but TABLE_NAME is not: set both from the stack outputs.');
    where = `user pool ${process.env.USER_POOL_ID}`;
  } else {
    where = useLocalStack();
  }
  const record = await grantAdminByEmail(email);
  console.log(`✔ ${record.email} (sub ${record.sub}) is now a platform admin in ${where}.`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = error instanceof AccountNotFoundError ? '' : ' (is `npm start` running?)';
  console.error(`✖ ${message}${process.env.USER_POOL_ID ? '' : hint}`);
  process.exit(1);
});
