import { RemovalPolicy } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { DeployTimeSecret } from './deploy-time-secret';

/**
 * The server secret that signs list page cursors (`functions/lib/db/cursor.ts`),
 * resolved into the party-events function's `CURSOR_SECRET` at deploy time
 * (see `DeployTimeSecret`). A key of its own, not the ticket key: the function
 * that pages lists must not be able to mint tickets.
 */
export class CursorSecret extends DeployTimeSecret {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      description: 'HMAC key signing list page cursors (safe to replace: only cursors in flight are refused)',
      // Nothing lasting is signed with it.
      removalPolicy: RemovalPolicy.DESTROY,
      noRotationReason:
        'The functions get the cursor key at deploy time, so a Secrets Manager rotation would not reach them; replacing it (a new secret and a deploy) only makes clients reload a list.',
    });
  }
}
