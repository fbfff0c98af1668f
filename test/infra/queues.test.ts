/**
 * The work queue in the synthesized stack: SQS with a dead-letter queue
 * after the defined number of tries, encrypted and TLS-only, under the
 * logical ids it was first deployed with, consumed by the jobs Lambda with
 * partial batch failures; only tickets, payments, party-events, feedback and
 * the consumer itself (a cancelled event job's continuation) may send to it,
 * the consumer alone to its dead-letter queue, and the consumer mails what
 * it carries.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUE } from '../../functions/lib/queue/queues';
import { FEATURES } from '../../shared/api/routes';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;

beforeAll(() => {
  synth = synthPlatform({ mailFrom: 'tickets@campus.example' }, { webDistDir: '/nonexistent/web/dist' });
});
afterAll(() => synth?.cleanup());

type Statement = { Action: string | string[]; Resource: unknown; Effect: string; Condition?: unknown };

const functions = () => resourcesOf(synth.template, 'AWS::Lambda::Function');

function functionId(description: string): string {
  const id = Object.keys(functions()).find((key) => functions()[key]?.Properties?.Description === description);
  if (!id) throw new Error(`no Lambda "${description}"`);
  return id;
}

function statementsOf(description: string): Statement[] {
  const roleId = (functions()[functionId(description)]!.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(synth.template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (description: string) => statementsOf(description).flatMap((s) => [s.Action].flat());

function queueIds(): { main: string; deadLetters: string } {
  const queues = resourcesOf(synth.template, 'AWS::SQS::Queue');
  const main = Object.keys(queues).find((id) => queues[id]?.Properties?.RedrivePolicy);
  const deadLetters = Object.keys(queues).find((id) => !queues[id]?.Properties?.RedrivePolicy);
  if (!main || !deadLetters) throw new Error('no work queue pair');
  return { main, deadLetters };
}

describe('the work queue', () => {
  it('retries a message maxReceiveCount times, then keeps it two weeks in its dead-letter queue', () => {
    synth.template.resourceCountIs('AWS::SQS::Queue', 2);
    const { main, deadLetters } = queueIds();
    const queues = resourcesOf(synth.template, 'AWS::SQS::Queue');
    expect(queues[main]!.Properties).toMatchObject({
      VisibilityTimeout: JOB_QUEUE.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetters, 'Arn'] }, maxReceiveCount: JOB_QUEUE.maxReceiveCount },
    });
    expect(queues[deadLetters]!.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 86_400, SqsManagedSseEnabled: true });
  });

  it('keeps the logical ids it was first deployed with, so an update never replaces it and loses what it holds', () => {
    const { main, deadLetters } = queueIds();
    expect([main, deadLetters].every((id) => id.startsWith('ReceiptsQueue'))).toBe(true);
  });

  it('refuses every request without TLS, on both queues', () => {
    const { main, deadLetters } = queueIds();
    for (const id of [main, deadLetters]) {
      synth.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('is consumed by the jobs Lambda alone, in batches that report their failed messages alone', () => {
    synth.template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    synth.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueIds().main, 'Arn'] },
      FunctionName: { Ref: functionId('Queue consumer: jobs') },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const visibility = JOB_QUEUE.visibilityTimeoutSeconds;
    const timeout = functions()[functionId('Queue consumer: jobs')]!.Properties?.Timeout as number;
    // AWS asks for a visibility timeout of at least six times the consumer's timeout.
    expect(visibility).toBeGreaterThanOrEqual(6 * timeout);
  });

  it('takes messages from tickets, payments, party-events (a cancelled event’s job), party-packet (the office’s review notices), admin (a request’s decision) and feedback only, which get its URL', () => {
    const senders = ['tickets', 'payments', 'party-events', 'party-packet', 'admin', 'feedback'];
    for (const feature of FEATURES) {
      const sends = actionsOf(`API feature: ${feature}`).includes('sqs:SendMessage');
      expect(sends, feature).toBe(senders.includes(feature));
      const variables = (functions()[functionId(`API feature: ${feature}`)]!.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[JOB_QUEUE.urlEnv] !== undefined, feature).toBe(senders.includes(feature));
      expect(variables[JOB_QUEUE.deadLetterUrlEnv], feature).toBeUndefined();
    }
    const send = statementsOf('API feature: tickets').find((s) => [s.Action].flat().includes('sqs:SendMessage'))!;
    expect(send.Resource).toEqual({ 'Fn::GetAtt': [queueIds().main, 'Arn'] });
  });

  it('lets the consumer read the table, record refund retries, queue a cancelled event job’s continuation on its own queue, park what is no job in its dead-letter queue and mail as the configured sender, and nothing else', () => {
    const actions = actionsOf('Queue consumer: jobs');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'ses:SendRawEmail', 'sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage']));
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('cognito-idp:'))).toEqual([]);
    const sends = statementsOf('Queue consumer: jobs').filter((s) => [s.Action].flat().includes('sqs:SendMessage'));
    const { main, deadLetters } = queueIds();
    expect(sends.map((s) => s.Resource)).toEqual(expect.arrayContaining([{ 'Fn::GetAtt': [main, 'Arn'] }, { 'Fn::GetAtt': [deadLetters, 'Arn'] }]));
    expect(sends).toHaveLength(2);
    const variables = (functions()[functionId('Queue consumer: jobs')]!.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables[JOB_QUEUE.urlEnv]).toEqual({ Ref: main });
    expect(variables[JOB_QUEUE.deadLetterUrlEnv]).toEqual({ Ref: deadLetters });
    const mail = statementsOf('Queue consumer: jobs').find((s) => [s.Action].flat().includes('ses:SendRawEmail'))!;
    expect(mail.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'tickets@campus.example' } });
  });
});
