/**
 * The Cognito operations the SPA and the functions call that cognito-local
 * 5.3 lacks or gets wrong, written against cognito-local's own services so
 * they read and write the very same users:
 * - ResendConfirmationCode (Amplify `resendSignUpCode`): a new code for an
 *   unconfirmed user, delivered like the first one;
 * - GetTokensFromRefreshToken (Amplify v6's token refresher): cognito-local's
 *   REFRESH_TOKEN_AUTH, answered in this operation's shape;
 * - ConfirmSignUp: as cognito-local's, and marks the attribute the code was
 *   sent to as verified (Cognito does; cognito-local leaves `email_verified` false);
 * - ForgotPassword: to the verified e-mail, else the verified phone (cognito-local
 *   supports e-mail only and resets unconfirmed users, which Cognito refuses);
 * - InitiateAuth: a wrong password is NotAuthorizedException "Incorrect
 *   username or password." as in Cognito (cognito-local: InvalidPasswordException);
 * - AdminUserGlobalSignOut (account deletion) and GlobalSignOut: revoke every
 *   refresh token of the user.
 */
import { decodeJwt } from 'jose';
import { InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { userOfToken } from './token-user';

type Targets = Record<string, (services: Services, original: (target: string) => Route) => Route>;

const attributeOf = (user: User, name: string): string | undefined => user.Attributes.find((a) => a.Name === name)?.Value;

/** `user` with `name` set to `value` (replacing an earlier value). */
function withAttribute(user: User, name: string, value: string): User {
  return { ...user, Attributes: [...user.Attributes.filter((a) => a.Name !== name), { Name: name, Value: value }] };
}

/** Where a sign-up code goes: the pool's auto-verified attributes, as SignUp chooses. */
function signUpDelivery(pool: UserPoolService, user: User): DeliveryDetails {
  const delivery = selectAppropriateDeliveryMethod(pool.options.AutoVerifiedAttributes ?? [], user);
  if (!delivery) throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');
  return delivery;
}

/** Where a password-reset code goes: a verified e-mail first, else a verified phone (account recovery EMAIL_AND_PHONE). */
function recoveryDelivery(user: User): DeliveryDetails {
  const email = attributeOf(user, 'email');
  if (email && attributeOf(user, 'email_verified') === 'true') return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
  const phone = attributeOf(user, 'phone_number');
  if (phone && attributeOf(user, 'phone_number_verified') === 'true') {
    return { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: phone };
  }
  throw new InvalidParameterError('Cannot reset password for the user as there is no registered/verified email or phone_number');
}

async function userOf(ctx: Context, pool: UserPoolService, username: string): Promise<User> {
  const user = await pool.getUserByUsername(ctx, username);
  if (!user) throw new UserNotFoundError('Username/client id combination not found.');
  return user;
}

/** The extra and corrected targets, by `X-Amz-Target` operation name. */
export const EXTRA_TARGETS: Targets = {
  ResendConfirmationCode: (services) => async (ctx, req: { ClientId: string; Username: string; ClientMetadata?: Record<string, string> }) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userOf(ctx, pool, req.Username);
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const delivery = signUpDelivery(pool, user);
    const code = services.otp();
    await services.messages.deliver(ctx, 'ResendCode', req.ClientId, pool.options.Id, user, code, req.ClientMetadata, delivery);
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
    return { CodeDeliveryDetails: delivery };
  },

  GetTokensFromRefreshToken: (_services, original) => async (ctx, req: { ClientId: string; RefreshToken: string; ClientMetadata?: Record<string, string> }) => {
    const result = (await original('InitiateAuth')(ctx, {
      ClientId: req.ClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
      ClientMetadata: req.ClientMetadata,
    })) as { AuthenticationResult: { AccessToken: string; IdToken: string } };
    const { AccessToken, IdToken } = result.AuthenticationResult;
    const { exp = 0, iat = 0 } = decodeJwt(AccessToken);
    // No RefreshToken in the answer: refresh-token rotation is off, as in the deployed client.
    return { AuthenticationResult: { AccessToken, IdToken, ExpiresIn: exp - iat, TokenType: 'Bearer' } };
  },

  InitiateAuth: (_services, original) => async (ctx, req: { AuthFlow?: string }) => {
    try {
      return await original('InitiateAuth')(ctx, req);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (req.AuthFlow === 'USER_PASSWORD_AUTH' && (code === 'InvalidPasswordException' || code === 'NotAuthorizedException')) {
        // Same answer for an unknown user and a wrong password (PreventUserExistenceErrors).
        throw new NotAuthorizedError('Incorrect username or password.');
      }
      throw error;
    }
  },

  ConfirmSignUp: (services, original) => async (ctx, req: { ClientId: string; Username: string }) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const before = await pool.getUserByUsername(ctx, req.Username);
    const result = await original('ConfirmSignUp')(ctx, req);
    if (before) {
      const confirmed = await userOf(ctx, pool, before.Username);
      const delivery = selectAppropriateDeliveryMethod(pool.options.AutoVerifiedAttributes ?? [], confirmed);
      if (delivery) await pool.saveUser(ctx, withAttribute(confirmed, `${delivery.AttributeName}_verified`, 'true'));
    }
    return result;
  },

  ForgotPassword: (services) => async (ctx, req: { ClientId: string; Username: string; ClientMetadata?: Record<string, string> }) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userOf(ctx, pool, req.Username);
    const delivery = recoveryDelivery(user);
    const code = services.otp();
    await services.messages.deliver(ctx, 'ForgotPassword', req.ClientId, pool.options.Id, user, code, req.ClientMetadata, delivery);
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
    return { CodeDeliveryDetails: delivery };
  },

  AdminUserGlobalSignOut: (services) => async (ctx, req: { UserPoolId: string; Username: string }) => {
    const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userOf(ctx, pool, req.Username);
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  },

  GlobalSignOut: (services) => async (ctx, req: { AccessToken: string }) => {
    const { pool, user } = await userOfToken(services, ctx, req.AccessToken);
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  },
};
