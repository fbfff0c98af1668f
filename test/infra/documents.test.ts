/**
 * The private documents bucket (vendors' certificates of insurance) in the
 * synthesized stack: public access blocked, served by no CloudFront origin,
 * browser form posts only, unconfirmed uploads expired; only the
 * party-packet function may touch it, and only it writes the certificates
 * kept, as copies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, type Feature } from '../../shared/api/routes';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;
beforeAll(() => {
  synth = synthPlatform({ mailFrom: 'no-reply@campus.example', domainName: 'campus.example', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' });
});
afterAll(() => synth?.cleanup());

type Statement = { Sid?: string; Effect: string; Principal?: unknown; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };

const bucketEntry = () => Object.entries(resourcesOf(synth.template, 'AWS::S3::Bucket')).find(([id]) => id.startsWith('BucketsEventDocuments'))!;

function roleOf(feature: Feature): string {
  const fn = Object.values(resourcesOf(synth.template, 'AWS::Lambda::Function')).find((f) => f.Properties?.Description === `API feature: ${feature}`);
  return (fn!.Properties as { Role: { 'Fn::GetAtt': [string] } }).Role['Fn::GetAtt'][0];
}

/** The statements of the feature role's policies that name the documents bucket. */
function documentStatements(feature: Feature): Statement[] {
  const role = roleOf(feature);
  const [bucketId] = bucketEntry();
  return Object.values(resourcesOf(synth.template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((r) => r.Ref === role))
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((s) => JSON.stringify(s.Resource).includes(bucketId));
}

function bucketPolicy(): Statement[] {
  const [bucketId] = bucketEntry();
  const policy = Object.values(resourcesOf(synth.template, 'AWS::S3::BucketPolicy')).find((p) => JSON.stringify(p.Properties?.Bucket).includes(bucketId));
  return (policy?.Properties?.PolicyDocument as { Statement: Statement[] }).Statement;
}

describe('the documents bucket', () => {
  it('is private, takes only form posts from the site, and expires unconfirmed uploads after a day', () => {
    const props = bucketEntry()[1].Properties as Record<string, unknown>;
    expect(props.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect((props.CorsConfiguration as { CorsRules: unknown[] }).CorsRules).toEqual([
      { AllowedHeaders: ['*'], AllowedMethods: ['POST'], AllowedOrigins: ['https://campus.example'], MaxAge: 3000 },
    ]);
    expect((props.LifecycleConfiguration as { Rules: unknown[] }).Rules).toEqual([
      { Id: 'ExpireCertificateUploads', Prefix: 'certificate-uploads/', ExpirationInDays: 1, Status: 'Enabled' },
    ]);
  });

  it('is behind no CloudFront origin: a certificate is only ever read through a presigned GET', () => {
    const [bucketId] = bucketEntry();
    for (const distribution of Object.values(resourcesOf(synth.template, 'AWS::CloudFront::Distribution'))) {
      expect(JSON.stringify(distribution.Properties)).not.toContain(bucketId);
    }
  });

  it('is read and written by the party-packet function only; party-events only deletes a deleted event’s certificates', () => {
    const [bucketId] = bucketEntry();
    const objects = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] };
    const packet = documentStatements('party-packet');
    expect(packet).toHaveLength(1);
    expect([packet[0]!.Action].flat().sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(packet[0]!.Resource).toEqual(objects);
    // Merged by CDK with its deletion of a deleted event's photos: one statement, deletion only.
    const events = documentStatements('party-events');
    expect(events.map((s) => [s.Action].flat())).toEqual([['s3:DeleteObject']]);
    expect([events[0]!.Resource].flat()).toContainEqual(objects);
    for (const feature of FEATURES.filter((f) => f !== 'party-packet' && f !== 'party-events')) expect(documentStatements(feature), feature).toEqual([]);
  });

  it('lets no one but the party-packet function write the certificates kept, and those only as copies', () => {
    const packetRole = roleOf('party-packet');
    const onlyPacket = bucketPolicy().find((s) => s.Sid === 'OnlyThePacketFunctionWritesCertificates');
    expect(onlyPacket).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' }, Action: 's3:PutObject' });
    expect(JSON.stringify(onlyPacket!.Resource)).toContain('/vendor-certificates/*');
    expect(onlyPacket!.Condition).toEqual({ ArnNotEquals: { 'aws:PrincipalArn': { 'Fn::GetAtt': [packetRole, 'Arn'] } } });
    const copiesOnly = bucketPolicy().find((s) => s.Sid === 'KeptCertificatesAreOnlyCopies');
    expect(copiesOnly).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' }, Action: 's3:PutObject', Condition: { Null: { 's3:x-amz-copy-source': 'true' } } });
    expect(JSON.stringify(copiesOnly!.Resource)).toContain('/vendor-certificates/*');
  });
});
