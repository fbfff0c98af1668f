import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_SCHEMA } from '../../functions/lib/db/table-schema';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

/*
 * The stack as `npm run synth` makes it on a fresh clone: no deployer
 * configuration and no SPA build yet.
 */
let synth: Synthesized;
let annotations: Annotations;

beforeAll(() => {
  synth = synthPlatform({}, { webDistDir: '/nonexistent/web/dist' });
  annotations = Annotations.fromStack(synth.stack);
});

function describeFindings(messages: SynthesisMessage[]): string[] {
  return messages.map((m) => `${m.id}: ${String(m.entry.data).slice(0, 100)}`);
}
afterAll(() => synth?.cleanup());

describe('the data table', () => {
  it('has the PK/SK keys and the GSIs of the table schema, all string keys', () => {
    synth.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    synth.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'GSI2SK', AttributeType: 'S' },
      ]),
    });
  });

  it('is on-demand, recoverable to any point in time, expires items by TTL, and survives stack deletion', () => {
    synth.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });
});

describe('the user pool', () => {
  it('lets anyone sign up and sign in with an e-mail or a phone number, confirmed by a code', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameAttributes: ['email', 'phone_number'],
      AutoVerifiedAttributes: ['email', 'phone_number'],
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      // Phone codes go out by SMS through the role CDK creates.
      SmsConfiguration: Match.objectLike({ SnsCallerArn: Match.anyValue() }),
      // Forgot password by e-mail, or by SMS for phone sign-ups.
      AccountRecoverySetting: {
        RecoveryMechanisms: [
          { Name: 'verified_email', Priority: 1 },
          { Name: 'verified_phone_number', Priority: 2 },
        ],
      },
    });
  });

  it('keeps e-mail, phone, full name and the school picked at sign-up (custom:school_id, changeable)', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Mutable: true }),
        Match.objectLike({ Name: 'phone_number', Mutable: true }),
        Match.objectLike({ Name: 'name', Mutable: true }),
        Match.objectLike({ Name: 'school_id', AttributeDataType: 'String', Mutable: true }),
      ]),
    });
  });

  it('accepts any password of at least 6 characters, as the spec says', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('has one public app client for the SPA: password and SRP sign-in, refresh tokens, no secret', () => {
    const clients = resourcesOf(synth.template, 'AWS::Cognito::UserPoolClient');
    expect(Object.keys(clients)).toHaveLength(1);
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });
});

describe('stack outputs', () => {
  it('name the site, the API, the pool and client, the table and the buckets', () => {
    const outputs = synth.template.toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'MediaBucketName',
        'LogoBucketName',
        'SiteBucketName',
      ]),
    );
  });

  it('still deploys the runtime config.json when there is no SPA build yet', () => {
    synth.template.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });
});

describe('cdk-nag AwsSolutions checks', () => {
  it('report no unsuppressed error', () => {
    const errors = annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(describeFindings(errors)).toEqual([]);
  });

  it('report no unsuppressed warning', () => {
    const warnings = annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(describeFindings(warnings)).toEqual([]);
  });

  it('give every suppression a specific reason', () => {
    const template = synth.template.toJSON() as {
      Resources: Record<string, { Metadata?: { cdk_nag?: { rules_to_suppress?: { id: string; reason: string }[] } } }>;
    };
    const suppressions = Object.values(template.Resources).flatMap((r) => r.Metadata?.cdk_nag?.rules_to_suppress ?? []);
    expect(suppressions.length).toBeGreaterThan(0);
    for (const suppression of suppressions) expect(suppression.reason.length, suppression.id).toBeGreaterThan(40);
  });

  it('warn the deployer when no SES sender is configured', () => {
    const warnings = annotations.findWarning('*', Match.stringLikeRegexp('mailFrom is not set'));
    expect(warnings).toHaveLength(1);
  });

  it('warn the deployer when Stripe is not configured (paid tickets cannot be sold)', () => {
    const warnings = annotations.findWarning('*', Match.stringLikeRegexp('stripePublishableKey is not set'));
    expect(warnings).toHaveLength(1);
  });
});
