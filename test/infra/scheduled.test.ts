/**
 * The scheduled sweep in the synthesized stack: an EventBridge
 * rule runs the `scheduled` Lambda every 5 minutes; the Lambda uses the
 * table, sends to the work queue, mails the office packets, and reads the
 * Stripe secret (owed refunds) from SSM through the extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;

beforeAll(() => {
  synth = synthPlatform({ mailFrom: 'tickets@campus.example' }, { webDistDir: '/nonexistent/web/dist' });
});
afterAll(() => synth?.cleanup());

type Statement = { Action: string | string[] };

function sweepId(): string {
  const functions = resourcesOf(synth.template, 'AWS::Lambda::Function');
  const id = Object.keys(functions).find((key) => functions[key]?.Properties?.Description === 'Schedule: scheduled');
  if (!id) throw new Error('no scheduled Lambda');
  return id;
}

describe('scheduled sweep', () => {
  it('an EventBridge rule runs the scheduled Lambda every 5 minutes, without retries overlapping the next run', () => {
    const rules = Object.values(resourcesOf(synth.template, 'AWS::Events::Rule'));
    const rule = rules.find((r) => r.Properties?.ScheduleExpression === 'rate(5 minutes)');
    expect(rule).toBeDefined();
    const targets = rule!.Properties?.Targets as { Arn: { 'Fn::GetAtt': [string, string] }; RetryPolicy?: { MaximumRetryAttempts: number } }[];
    expect(targets).toHaveLength(1);
    expect(targets[0]!.Arn['Fn::GetAtt'][0]).toBe(sweepId());
    expect(targets[0]!.RetryPolicy?.MaximumRetryAttempts).toBe(0);
    const permissions = Object.values(resourcesOf(synth.template, 'AWS::Lambda::Permission'));
    expect(permissions.some((p) => p.Properties?.Principal === 'events.amazonaws.com')).toBe(true);
  });

  const sweep = () => resourcesOf(synth.template, 'AWS::Lambda::Function')[sweepId()]!;
  const actionsOfSweep = () => {
    const roleId = (sweep().Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return Object.values(resourcesOf(synth.template, 'AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement)
      .flatMap((s) => [s.Action].flat());
  };

  it('the Lambda retries owed refunds: it reads the Stripe secret from SSM through the extension, by name, never holding its value', () => {
    expect(actionsOfSweep()).toContain('ssm:GetParameter');
    const variables = (sweep().Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.STRIPE_SECRET_KEY_PARAM).toEqual(expect.any(String));
    expect(variables.STRIPE_SECRET_KEY).toBeUndefined();
    expect(sweep().Properties?.Layers).toEqual([expect.stringMatching(/:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/)]);
  });

  it('a run has a minute for its gateway calls (owed refunds, unsettled payments), ending well before the next run', () => {
    expect(sweep().Properties?.Timeout).toBe(60);
  });

  it('the Lambda writes the table, queues the waitlist notices and mails the office packets (SES)', () => {
    const actions = actionsOfSweep();
    expect(actions).toContain('sqs:SendMessage');
    expect(actions.some((a) => /^dynamodb:(\*|.*(Update|Put|Write))/.test(a))).toBe(true);
    expect(actions.some((a) => a.startsWith('ses:Send'))).toBe(true);
  });
});
