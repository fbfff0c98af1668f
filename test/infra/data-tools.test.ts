/**
 * The admin data tools in the synthesized stack: each job is an asynchronous
 * invocation of the admin function itself, so that function (and no other)
 * may invoke exactly itself, and has Lambda's 15 minutes to finish a job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../shared/api/routes';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;

beforeAll(() => {
  synth = synthPlatform({}, { webDistDir: '/nonexistent/web/dist' });
});
afterAll(() => synth?.cleanup());

type Statement = { Action: string | string[]; Resource: unknown };

const functions = () => resourcesOf(synth.template, 'AWS::Lambda::Function');
const idOf = (feature: string) => Object.keys(functions()).find((key) => key.startsWith(`${feature.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Feature`))!;

function statementsOf(functionId: string): Statement[] {
  const roleId = (functions()[functionId]!.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(synth.template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('data tool jobs', () => {
  it('let the admin function invoke itself, and only itself', () => {
    const admin = idOf('admin');
    const invoking = statementsOf(admin).filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoking).toEqual([{ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [admin, 'Arn'] } }]);
  });

  it('give no other function the right to invoke a function', () => {
    for (const feature of FEATURES.filter((f) => f !== 'admin')) {
      const actions = statementsOf(idOf(feature)).flatMap((s) => [s.Action].flat());
      expect(actions.filter((a) => a.startsWith('lambda:')), feature).toEqual([]);
    }
  });

  it('give the admin function 15 minutes for a job', () => {
    expect(functions()[idOf('admin')]?.Properties?.Timeout).toBe(900);
  });
});
