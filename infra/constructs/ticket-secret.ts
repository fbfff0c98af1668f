import { RemovalPolicy } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { DeployTimeSecret } from './deploy-time-secret';

/**
 * The server secret that signs ticket QR codes
 * (docs/decisions.md#ticket-codes-are-signed-and-the-door-holds-only-a-public-key:
 * `<ticketId>.<HMAC-SHA256(secret, ticketId + eventId)>`), resolved into the
 * tickets and payments functions' `TICKET_SECRET` at deploy time (see
 * `DeployTimeSecret`). Only those two functions carry it.
 */
export class TicketSecret extends DeployTimeSecret {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      description: 'HMAC key signing ticket QR codes (never rotate: it would void every issued ticket)',
      // Deleting the stack must not void the tickets already sold.
      removalPolicy: RemovalPolicy.RETAIN,
      noRotationReason:
        'The ticket signing key is not rotated: every issued QR code is signed with it, so rotation would refuse valid tickets at the door. It never leaves AWS (resolved into the two ticket functions at deploy).',
    });
  }
}
