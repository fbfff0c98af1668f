/**
 * A minimal client for the Cognito user-pool JSON API as cognito-local serves
 * it (the project has no Cognito SDK dependency, and the local stack needs
 * only these few calls). Used by provisioning, the demo accounts and tests.
 */

/** An error answered by Cognito (`name` is the exception type, e.g. `UsernameExistsException`). */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(`${type}: ${message}`);
    this.name = type;
  }
}

/** Calls one Cognito Identity Provider action on `endpoint`. */
export async function cognitoCall<T = Record<string, unknown>>(endpoint: string, action: string, body: object): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      // cognito-local checks no signature, but admin calls carry one in AWS.
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20240101/us-east-1/cognito-idp/aws4_request',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    const type = String(json.__type ?? json.code ?? `HTTP ${response.status}`).split('#').pop() as string;
    throw new CognitoError(type, String(json.message ?? text));
  }
  return json as T;
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * The pool's attributes, as in CDK (`infra/constructs/user-directory.ts`):
 * the standard `email`, `phone_number` and `name`, and the mutable custom
 * `school_id` (`custom:school_id` at sign-up).
 */
export const POOL_SCHEMA = [
  { Name: 'email', AttributeDataType: 'String', Mutable: true, Required: false },
  { Name: 'phone_number', AttributeDataType: 'String', Mutable: true, Required: false },
  { Name: 'name', AttributeDataType: 'String', Mutable: true, Required: false },
  { Name: 'school_id', AttributeDataType: 'String', Mutable: true, Required: false, StringAttributeConstraints: { MinLength: '1', MaxLength: '128' } },
] as const;

/**
 * Creates the platform's user pool (e-mail or phone sign-up with codes,
 * passwords of at least 6 characters) and its web app client
 * (USER_PASSWORD_AUTH; SRP declared as in AWS though cognito-local lacks it).
 *
 * Unlike AWS, the local pool has no UsernameAttributes: cognito-local would
 * then refuse a phone number as username. The SPA signs up and in with the
 * e-mail or the E.164 phone as username, which both pools accept.
 */
export async function createUserPool(endpoint: string, poolName = 'greek-campus'): Promise<PoolIds> {
  const pool = await cognitoCall<{ UserPool: { Id: string } }>(endpoint, 'CreateUserPool', {
    PoolName: poolName,
    AutoVerifiedAttributes: ['email', 'phone_number'],
    // As the deployed pool's keepOriginal: an added or changed e-mail or phone only counts once its code is back.
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email', 'phone_number'] },
    Schema: POOL_SCHEMA,
    Policies: {
      PasswordPolicy: {
        MinimumLength: 6,
        RequireLowercase: false,
        RequireUppercase: false,
        RequireNumbers: false,
        RequireSymbols: false,
      },
    },
  });
  const client = await createAppClient(endpoint, pool.UserPool.Id, 'web');
  return { userPoolId: pool.UserPool.Id, userPoolClientId: client };
}

/** Adds an app client (no secret) to a pool, with the deployed client's token lifetimes; returns its id. */
export async function createAppClient(endpoint: string, userPoolId: string, clientName: string): Promise<string> {
  const client = await cognitoCall<{ UserPoolClient: { ClientId: string } }>(endpoint, 'CreateUserPoolClient', {
    UserPoolId: userPoolId,
    ClientName: clientName,
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    AccessTokenValidity: 1,
    IdTokenValidity: 1,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: 'ENABLED',
  });
  return client.UserPoolClient.ClientId;
}

/** True when the pool was created the way `createUserPool` creates it now (any username, the custom attribute). */
async function poolIsCurrent(endpoint: string, userPoolId: string): Promise<boolean> {
  const { UserPool } = await cognitoCall<{ UserPool: { UsernameAttributes?: string[]; SchemaAttributes?: { Name: string }[] } }>(
    endpoint,
    'DescribeUserPool',
    { UserPoolId: userPoolId },
  );
  return !UserPool.UsernameAttributes?.length && Boolean(UserPool.SchemaAttributes?.some((a) => a.Name === 'custom:school_id'));
}

/** True when both the pool and its client still exist on `endpoint`, in their current shape. */
export async function poolExists(endpoint: string, ids: PoolIds): Promise<boolean> {
  try {
    await cognitoCall(endpoint, 'DescribeUserPoolClient', { UserPoolId: ids.userPoolId, ClientId: ids.userPoolClientId });
    // A pool from an older local stack (e-mail-only usernames) is replaced.
    return await poolIsCurrent(endpoint, ids.userPoolId);
  } catch (error) {
    if (error instanceof CognitoError) return false;
    throw error;
  }
}

type Attributes = { Name: string; Value: string }[];

/** The `sub` attribute of a user record. */
function subOf(attributes: Attributes | undefined): string {
  const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito user without a sub attribute');
  return sub;
}

/**
 * Creates (or finds) a confirmed user with a permanent password and verified
 * e-mail, as an admin would; returns its `sub`. Idempotent.
 */
export async function ensureConfirmedUser(
  endpoint: string,
  userPoolId: string,
  user: { email: string; password: string; name?: string; /** Keep this `sub` (cognito-local accepts one; AWS would not). */ sub?: string },
): Promise<string> {
  let sub: string;
  try {
    const existing = await cognitoCall<{ UserAttributes?: Attributes }>(endpoint, 'AdminGetUser', {
      UserPoolId: userPoolId,
      Username: user.email,
    });
    sub = subOf(existing.UserAttributes);
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    const attributes: Attributes = [
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: 'true' },
      ...(user.name ? [{ Name: 'name', Value: user.name }] : []),
      ...(user.sub ? [{ Name: 'sub', Value: user.sub }] : []),
    ];
    const created = await cognitoCall<{ User: { Attributes?: Attributes } }>(endpoint, 'AdminCreateUser', {
      UserPoolId: userPoolId,
      Username: user.email,
      UserAttributes: attributes,
      MessageAction: 'SUPPRESS',
    });
    sub = subOf(created.User.Attributes);
  }
  await cognitoCall(endpoint, 'AdminSetUserPassword', {
    UserPoolId: userPoolId,
    Username: user.email,
    Password: user.password,
    Permanent: true,
  });
  return sub;
}

/** Self-service sign-up (the code is delivered, i.e. printed, by cognito-local). Returns the `sub`. */
export async function signUp(
  endpoint: string,
  clientId: string,
  user: { username: string; password: string; attributes?: Record<string, string> },
): Promise<string> {
  const result = await cognitoCall<{ UserSub: string }>(endpoint, 'SignUp', {
    ClientId: clientId,
    Username: user.username,
    Password: user.password,
    UserAttributes: Object.entries(user.attributes ?? {}).map(([Name, Value]) => ({ Name, Value })),
  });
  return result.UserSub;
}

/** Confirms a sign-up with the code the user received. */
export async function confirmSignUp(endpoint: string, clientId: string, username: string, code: string): Promise<void> {
  await cognitoCall(endpoint, 'ConfirmSignUp', { ClientId: clientId, Username: username, ConfirmationCode: code });
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** Password login (USER_PASSWORD_AUTH), as the SPA does locally. */
export async function passwordLogin(endpoint: string, clientId: string, username: string, password: string): Promise<Tokens> {
  const result = await cognitoCall<{
    AuthenticationResult: { AccessToken: string; IdToken: string; RefreshToken: string };
  }>(endpoint, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  const auth = result.AuthenticationResult;
  return { accessToken: auth.AccessToken, idToken: auth.IdToken, refreshToken: auth.RefreshToken };
}
