import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { CODE_SENDING_COGNITO_OPERATIONS, TOO_MANY_REQUESTS } from '../../shared/api/rate-limits';
import { anyOf, budgetRules, TOO_MANY_REQUESTS_BODY_KEY, visibility } from './rate-limit-rules';

export interface UserPoolFirewallProps {
  userPool: IUserPool;
}

/**
 * The user pool's web ACL (scope REGIONAL, associated with the pool): the
 * `signUp` budget per address over every operation that e-mails or texts a
 * code (sign-up, a new code, a password reset), recognised by the
 * X-Amz-Target the SPA's Cognito calls carry. An over-budget caller gets
 * Cognito's own TooManyRequestsException (Amplify shows its message).
 */
export class UserPoolFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: UserPoolFirewallProps) {
    super(scope, id);
    const operations = anyOf(
      CODE_SENDING_COGNITO_OPERATIONS.map((operation) => ({
        byteMatchStatement: {
          fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
          positionalConstraint: 'EXACTLY',
          searchString: `AWSCognitoIdentityProviderService.${operation}`,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      })),
    );
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      description: 'Greek campus user pool: per-address limit on sign-ups and code e-mails/texts',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY_REQUESTS_BODY_KEY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ __type: 'TooManyRequestsException', message: TOO_MANY_REQUESTS }),
        },
      },
      rules: budgetRules('signUp', operations, 0, { 'x-amzn-errortype': 'TooManyRequestsException' }),
      visibilityConfig: visibility('greek-campus-user-pool'),
    });
    new CfnWebACLAssociation(this, 'Association', { resourceArn: props.userPool.userPoolArn, webAclArn: this.webAcl.attrArn });
  }
}
