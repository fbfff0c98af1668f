/**
 * Adding an e-mail or a phone number to a signed-in account (Amplify
 * `updateUserAttribute`, `sendUserAttributeVerificationCode`,
 * `confirmUserAttribute`), as Cognito does it and cognito-local 5.3 does not:
 * - UpdateUserAttributes and GetUserAttributeVerificationCode send the code to
 *   the address being verified (cognito-local prefers the phone number, so a
 *   phone user adding an e-mail got the e-mail's code by SMS);
 * - VerifyUserAttribute refuses an address another account already signs in
 *   with (AliasExistsException, the pool's e-mail and phone aliases).
 * cognito-local's own operations do the rest, on the very same users.
 */
import { CognitoError } from 'cognito-local/lib/errors';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { attributeValue, type User } from 'cognito-local/lib/services/userPoolService';
import { GetUserAttributeVerificationCode } from 'cognito-local/lib/targets/getUserAttributeVerificationCode';
import { UpdateUserAttributes } from 'cognito-local/lib/targets/updateUserAttributes';
import { userOfToken } from './token-user';

type Targets = Record<string, (services: Services, original: (target: string) => Route) => Route>;
type ContactAttribute = 'email' | 'phone_number';

const isContact = (name: string | undefined): name is ContactAttribute => name === 'email' || name === 'phone_number';

/** A code for a contact attribute goes to that very address. */
function deliveryTo(name: ContactAttribute, destination: string): DeliveryDetails {
  return name === 'email'
    ? { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: destination }
    : { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: destination };
}

/** `services` whose messages go to `delivery`, whatever address cognito-local picks. */
function deliveringTo(services: Services, delivery: DeliveryDetails): Services {
  const { messages } = services;
  return {
    ...services,
    messages: { deliver: (ctx, source, clientId, poolId, user, code, metadata) => messages.deliver(ctx, source, clientId, poolId, user, code, metadata, delivery) },
  };
}

/** The address an attribute is being verified for (a change waiting for its code first). */
const pendingValue = (user: User, name: ContactAttribute) => attributeValue(name, user.UnverifiedAttributeChanges) ?? attributeValue(name, user.Attributes);

export const CONTACT_TARGETS: Targets = {
  UpdateUserAttributes: (services) => async (ctx, req: { AccessToken: string; UserAttributes: { Name: string; Value?: string }[] }) => {
    const contact = req.UserAttributes.find((a) => isContact(a.Name) && a.Value);
    if (!contact) return UpdateUserAttributes(services)(ctx, req as never);
    const delivery = deliveryTo(contact.Name as ContactAttribute, contact.Value as string);
    const result = await UpdateUserAttributes(deliveringTo(services, delivery))(ctx, req as never);
    return { CodeDeliveryDetailsList: result.CodeDeliveryDetailsList?.length ? [delivery] : [] };
  },

  GetUserAttributeVerificationCode: (services) => async (ctx, req: { AccessToken: string; AttributeName: string }) => {
    if (!isContact(req.AttributeName)) return GetUserAttributeVerificationCode(services)(ctx, req as never);
    const { user } = await userOfToken(services, ctx, req.AccessToken);
    const value = pendingValue(user, req.AttributeName);
    if (!value) throw new CognitoError('InvalidParameterException', `User has no ${req.AttributeName} to verify.`);
    const delivery = deliveryTo(req.AttributeName, value);
    await GetUserAttributeVerificationCode(deliveringTo(services, delivery))(ctx, req as never);
    return { CodeDeliveryDetails: delivery };
  },

  VerifyUserAttribute: (services, original) => async (ctx, req: { AccessToken: string; AttributeName: string; Code: string }) => {
    if (isContact(req.AttributeName)) {
      const { pool, user } = await userOfToken(services, ctx, req.AccessToken);
      const value = pendingValue(user, req.AttributeName);
      // A wrong code is told as such first; only the right code learns the address is taken.
      if (value && req.Code === user.AttributeVerificationCode) {
        const taken = (await pool.listUsers(ctx)).some(
          (other) =>
            other.Username !== user.Username &&
            (other.Username === value ||
              (attributeValue(req.AttributeName, other.Attributes) === value && attributeValue(`${req.AttributeName}_verified`, other.Attributes) === 'true')),
        );
        if (taken) throw new CognitoError('AliasExistsException', `An account with the ${req.AttributeName === 'email' ? 'email' : 'phone number'} already exists.`);
      }
    }
    return original('VerifyUserAttribute')(ctx, req);
  },
};
