import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;

const CERTIFICATE = 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000';

beforeAll(() => {
  // What a deployer sets for production.
  synth = synthPlatform({
    domainName: 'greek.example.edu',
    certificateArn: CERTIFICATE,
    mailFrom: 'no-reply@greek.example.edu',
    feedbackTo: 'support@greek.example.edu',
    stripeSecretKey: '/prod/stripe/secret',
    stripeWebhookSecret: '/prod/stripe/webhook',
  });
});
afterAll(() => synth?.cleanup());

describe('a deployment with its own domain', () => {
  it('serves the site on that domain with its certificate and TLS 1.2 at least', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['greek.example.edu'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: CERTIFICATE,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
    const outputs = synth.template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.SiteUrl?.Value).toBe('https://greek.example.edu');
    expect(outputs.ApiUrl?.Value).toBe('https://greek.example.edu/api');
  });

  it('accepts browser uploads from that domain only', () => {
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://greek.example.edu'] })] },
    });
  });

  it('sends mail only as the configured sender, verified as address or domain', () => {
    synth.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@greek.example.edu' } },
          }),
        ]),
      },
    });
    const policies = JSON.stringify(synth.template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(':identity/no-reply@greek.example.edu');
    expect(policies).toContain(':identity/greek.example.edu');
  });

  it('passes the cdk-nag checks without the default-certificate exemption', () => {
    const annotations = Annotations.fromStack(synth.stack);
    const errors = annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors).toEqual([]);
    expect(JSON.stringify(synth.template.toJSON())).not.toContain('AwsSolutions-CFR4');
    expect(annotations.findWarning('*', Match.stringLikeRegexp('mailFrom is not set'))).toEqual([]);
  });
});
