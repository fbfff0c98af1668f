/**
 * The documents bucket's policy on the certificates kept: objects under
 * `vendor-certificates/` are written by the party-packet function's role
 * only (whatever another role's grants say), and only as a copy (an upload
 * that function copied there after checking it is a PDF), so not even a form
 * signed by that role can post there. Browsers write under
 * `certificate-uploads/` only (functions/domains/catalog/party-events/vendor-certificates.ts).
 */
import { AnyPrincipal, Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { CERTIFICATE_PREFIX } from '../../functions/domains/catalog/party-events/certificate-prefixes';

export function guardDocumentBucket(bucket: IBucket, packetRole: IRole): void {
  const kept = bucket.arnForObjects(`${CERTIFICATE_PREFIX.stored}*`);
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'OnlyThePacketFunctionWritesCertificates',
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['s3:PutObject'],
      resources: [kept],
      conditions: { ArnNotEquals: { 'aws:PrincipalArn': packetRole.roleArn } },
    }),
  );
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'KeptCertificatesAreOnlyCopies',
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['s3:PutObject'],
      resources: [kept],
      conditions: { Null: { 's3:x-amz-copy-source': 'true' } },
    }),
  );
}
