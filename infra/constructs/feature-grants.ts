import { Arn, Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, Policy, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct, IConstruct } from 'constructs';
import type { BucketAccess, FeatureAccess, TableAccess } from '../features';
import { TABLE_SCHEMA } from '../../functions/lib/db/table-schema';
import { queueOf, type QueueConsumer } from '../../functions/lib/queue/queues';

/** Everything a feature may be granted access to. */
export interface GrantTargets {
  table: ITable;
  mediaBucket: IBucket;
  logoBucket: IBucket;
  documentBucket: IBucket;
  mailFrom: string;
  feedbackTo: string;
  stripeSecretKeyParameter: string;
  stripeWebhookSecretParameter: string;
  /** The Stripe publishable key (public; the SPA's Elements gets it from the payments API); unset: none. */
  stripePublishableKey?: string;
  /** The ticket QR signing secret as a deploy-time dynamic reference (`TicketSecret.deployTimeValue`). */
  ticketSecret: string;
  /** The page-cursor signing secret as a deploy-time dynamic reference (`CursorSecret.deployTimeValue`). */
  cursorSecret: string;
  userPool: IUserPool;
  /** The work queues, by consumer. */
  queues: Record<QueueConsumer, IQueue>;
}

// No Scan: every request path is a GetItem, Query or transaction (docs/data-model.md#every-list-is-a-query-on-a-known-partition).
// Transactions are authorized per item action, so no Transact* action is needed.
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const BUCKET_READ = ['s3:GetObject'];
const BUCKET_WRITE = ['s3:PutObject', 's3:DeleteObject'];

function tableActions(access: TableAccess): string[] {
  if (access === 'none') return [];
  return access === 'read' ? TABLE_READ : [...TABLE_READ, ...TABLE_WRITE];
}

function bucketActions(access: BucketAccess): string[] {
  switch (access) {
    case 'none':
      return [];
    case 'read':
      return BUCKET_READ;
    case 'delete':
      return ['s3:DeleteObject'];
    case 'readWrite':
      return [...BUCKET_READ, ...BUCKET_WRITE];
  }
}

/** The SES identities a sender needs: the address and its domain (either may be the verified one). */
function sesIdentityArns(scope: Construct, addresses: string[]): string[] {
  const identities = new Set<string>();
  for (const address of addresses) {
    identities.add(address);
    const domain = address.split('@')[1];
    if (domain) identities.add(domain);
  }
  return [...identities].map((identity) =>
    Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
  );
}

function parameterArn(scope: Construct, name: string): string {
  return Arn.format(
    { service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') },
    Stack.of(scope),
  );
}

/**
 * Grants one feature exactly what `FEATURE_ACCESS` says and returns the
 * environment variables that go with it.
 */
export function grantFeatureAccess(
  scope: Construct,
  grantee: IGrantable & IConstruct,
  access: FeatureAccess,
  targets: GrantTargets,
): Record<string, string> {
  const environment: Record<string, string> = {};
  const principal = grantee.grantPrincipal;

  const tableAccess = tableActions(access.table);
  if (tableAccess.length > 0) {
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: tableAccess,
        // The indexes are listed by name: no wildcard.
        resources: [
          targets.table.tableArn,
          ...TABLE_SCHEMA.globalIndexes.map((index) => `${targets.table.tableArn}/index/${index.name}`),
        ],
      }),
    );
    environment.TABLE_NAME = targets.table.tableName;
  }

  for (const [bucket, bucketAccess] of [
    [targets.mediaBucket, access.mediaBucket],
    [targets.logoBucket, access.logoBucket],
    [targets.documentBucket, access.documentBucket],
  ] as const) {
    const actions = bucketActions(bucketAccess);
    if (actions.length === 0) continue;
    principal.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions, resources: [bucket.arnForObjects('*')] }),
    );
    // On the grantee's parent: the function's role (and its policy) is the function's sibling, not its child.
    NagSuppressions.addResourceSuppressions(
      grantee.node.scope ?? grantee,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Object keys are generated per upload (`<user>/<event>/<timestamp>`); the grant is limited to the objects of this one bucket.',
          appliesTo: [{ regex: '/^Resource::<Buckets[A-Za-z]+[0-9A-F]+\\.Arn>\\/\\*$/' }],
        },
      ],
      true,
    );
  }

  if (access.sendMail) {
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        // The recipient's identity is listed too: in the SES sandbox, sending is
        // authorized against both sender and recipient identities.
        resources: sesIdentityArns(scope, [targets.mailFrom, targets.feedbackTo]),
        conditions: { StringEquals: { 'ses:FromAddress': targets.mailFrom } },
      }),
    );
  }

  if (access.stripeSecrets) {
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ssm:GetParameter'],
        resources: [
          parameterArn(scope, targets.stripeSecretKeyParameter),
          parameterArn(scope, targets.stripeWebhookSecretParameter),
        ],
      }),
    );
    // SecureStrings cannot be resolved into a Lambda environment by CloudFormation
    // (`ssm-secure` dynamic references are limited to a few resource types), so the
    // function reads them at cold start, through the AWS Parameters and Secrets
    // Lambda Extension on localhost (see FeatureFunction `runtimeParameters`): the
    // secret never enters the template or the function's configuration.
    environment.STRIPE_SECRET_KEY_PARAM = targets.stripeSecretKeyParameter;
    environment.STRIPE_WEBHOOK_SECRET_PARAM = targets.stripeWebhookSecretParameter;
    // In AWS a paid ticket is paid through Stripe, never through the sandbox gateway.
    environment.PAYMENT_GATEWAY = 'stripe';
    if (targets.stripePublishableKey) environment.STRIPE_PUBLISHABLE_KEY = targets.stripePublishableKey;
  }

  if (access.ticketSecret) {
    // Resolved by CloudFormation at deploy time (see infra/constructs/deploy-time-secret.ts).
    environment.TICKET_SECRET = targets.ticketSecret;
  }

  if (access.cursorSecret) {
    // Resolved by CloudFormation at deploy time, like the ticket secret (infra/constructs/cursor-secret.ts).
    environment.CURSOR_SECRET = targets.cursorSecret;
  }

  if (access.cognito.length > 0) {
    principal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: access.cognito.map((action) => `cognito-idp:${action}`),
        resources: [targets.userPool.userPoolArn],
      }),
    );
    environment.USER_POOL_ID = targets.userPool.userPoolId;
  }

  for (const consumer of access.sendsTo) {
    targets.queues[consumer].grantSendMessages(principal);
    environment[queueOf(consumer).urlEnv] = targets.queues[consumer].queueUrl;
  }

  if (access.invokesItself) {
    const fn = grantee as unknown as IFunction;
    if (!fn.functionArn || !fn.role) throw new Error('invokesItself is for a Lambda function with a role');
    // Its own policy, not the role's default one: the function waits for its default policy, so
    // naming the function's ARN there would make a dependency cycle.
    new Policy(grantee, 'InvokeItself', {
      roles: [fn.role],
      statements: [new PolicyStatement({ effect: Effect.ALLOW, actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] })],
    });
  }

  return environment;
}
