/**
 * The media bucket's policy on what the galleries show: objects under
 * `checked/` and `thumbs/` are written by the media function's role only
 * (whatever another role's grants say), and under `checked/` only as a copy
 * (an upload the media function copied there after checking it), so not
 * even a form signed by that role can post there. Browsers write under
 * `uploads/` only (functions/domains/catalog/media/prefixes.ts).
 */
import { AnyPrincipal, Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { MEDIA_PREFIX } from '../../functions/domains/catalog/media/prefixes';

export function guardMediaBucket(bucket: IBucket, mediaRole: IRole): void {
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'OnlyTheMediaFunctionWritesWhatGalleriesShow',
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['s3:PutObject'],
      resources: [bucket.arnForObjects(`${MEDIA_PREFIX.checked}*`), bucket.arnForObjects(`${MEDIA_PREFIX.thumbs}*`)],
      conditions: { ArnNotEquals: { 'aws:PrincipalArn': mediaRole.roleArn } },
    }),
  );
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CheckedMediaIsOnlyACopy',
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['s3:PutObject'],
      resources: [bucket.arnForObjects(`${MEDIA_PREFIX.checked}*`)],
      conditions: { Null: { 's3:x-amz-copy-source': 'true' } },
    }),
  );
}
