/**
 * Attribute values as long as Cognito takes them, and no longer: any value
 * at most 2,048 characters (the API's own limit), a string attribute of the
 * pool's schema at most its `MaxLength` (`custom:school_id`: 128).
 * cognito-local 5.3 stores values of any length, so without this the local
 * stack would accept a sign-up AWS refuses. Cognito checks nothing else of
 * a name — bidi overrides, NUL, 2,000 characters are all a valid `name` —
 * which is why the API checks the name it makes a profile from
 * (functions/accounts/service.ts).
 */
import { InvalidParameterError } from 'cognito-local/lib/errors';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { userOfToken } from './token-user';

/** The most characters the Cognito API takes in an attribute value. */
export const ATTRIBUTE_VALUE_MAX = 2048;

type Attributes = { Name?: string; Value?: string }[] | undefined;

/** The pool a request names: by app client (SignUp), by id (Admin*), or by the caller's token. */
type PoolOf = (services: Services, ctx: Context, req: Record<string, string>) => Promise<UserPoolService>;

const byClient: PoolOf = (services, ctx, req) => services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
const byId: PoolOf = (services, ctx, req) => services.cognito.getUserPool(ctx, req.UserPoolId ?? '');
const byToken: PoolOf = async (services, ctx, req) => (await userOfToken(services, ctx, req.AccessToken ?? '')).pool;

/** The operations that set attributes, and where their pool comes from. */
const SETTING_ATTRIBUTES: Record<string, PoolOf> = {
  SignUp: byClient,
  AdminCreateUser: byId,
  UpdateUserAttributes: byToken,
  AdminUpdateUserAttributes: byId,
};

function checkLengths(pool: UserPoolService, attributes: Attributes): void {
  (attributes ?? []).forEach(({ Name = '', Value = '' }, index) => {
    if (Value.length > ATTRIBUTE_VALUE_MAX) {
      throw new InvalidParameterError(
        `1 validation error detected: Value at 'userAttributes.${index + 1}.member.value' failed to satisfy constraint: Member must have length less than or equal to ${ATTRIBUTE_VALUE_MAX}`,
      );
    }
    const max = Number(pool.options.SchemaAttributes?.find((a) => a.Name === Name)?.StringAttributeConstraints?.MaxLength);
    if (Number.isFinite(max) && Value.length > max) throw new InvalidParameterError(`Invalid user attributes: ${Name}: String must be no longer than ${max} characters`);
  });
}

/** `route` of `target`, refusing an attribute value longer than Cognito takes when the operation sets attributes. */
export function withAttributeLimits(services: Services, target: string, route: Route): Route {
  const poolOf = SETTING_ATTRIBUTES[target];
  if (!poolOf) return route;
  return async (ctx, req: Record<string, string> & { UserAttributes?: Attributes }) => {
    checkLengths(await poolOf(services, ctx, req), req.UserAttributes);
    return route(ctx, req);
  };
}
