/**
 * What each feature's Lambda may touch: the only place where permissions are
 * decided. CDK turns each entry into least-privilege grants and into the
 * environment variables the function reads (functions/lib/config.ts). A new
 * feature gets nothing until it is listed here, and the type below refuses a
 * feature of the route manifest that is missing.
 */
import type { Feature } from '../shared/api/routes';

/** Access to the single table. `read`: GetItem/Query/BatchGet; `readWrite`: plus writes and transactions. */
export type TableAccess = 'none' | 'read' | 'readWrite';

/** Access to a bucket. `read`: GetObject/HeadObject; `readWrite`: plus PutObject/DeleteObject (presigned POST, cleanup). */
export type BucketAccess = 'none' | 'read' | 'readWrite';

/** Cognito user-pool admin actions a feature may call, on the platform's pool only. */
export type CognitoAction = 'AdminGetUser' | 'AdminDeleteUser' | 'AdminUserGlobalSignOut';

export interface FeatureAccess {
  table: TableAccess;
  /** The `event-media` bucket (event and chapter photos). */
  mediaBucket: BucketAccess;
  /** The `school-logos` bucket. */
  logoBucket: BucketAccess;
  /** `ses:SendEmail`/`ses:SendRawEmail` from the configured sender only. */
  sendMail: boolean;
  /**
   * The Stripe configuration (the payments feature): `ssm:GetParameter` on the
   * two SecureString parameters holding the secret key and the webhook signing
   * secret, their names in the environment, and the publishable key.
   */
  stripeSecrets: boolean;
  /** The ticket QR signing secret in the environment as `TICKET_SECRET` (issuing and validating tickets). */
  ticketSecret: boolean;
  /** The page-cursor signing secret in the environment as `CURSOR_SECRET` (paged lists). */
  cursorSecret: boolean;
  /** `cognito-idp:<action>` on the user pool (and USER_POOL_ID in the environment); empty = none. */
  cognito: readonly CognitoAction[];
}

const NOTHING: FeatureAccess = {
  table: 'none',
  mediaBucket: 'none',
  logoBucket: 'none',
  sendMail: false,
  stripeSecrets: false,
  ticketSecret: false,
  cursorSecret: false,
  cognito: [],
};

/** Least privilege per feature. */
export const FEATURE_ACCESS: Record<Feature, FeatureAccess> = {
  // Public school pages: reads only.
  schools: { ...NOTHING, table: 'read' },
  // Directory, chapter and national pages; populate writes organizations.
  organizations: { ...NOTHING, table: 'readWrite' },
  // Greek-life events; RSVPs and counters are writes.
  'greek-events': { ...NOTHING, table: 'readWrite' },
  // Send Feedback only mails; it stores nothing.
  feedback: { ...NOTHING, sendMail: true },
  // GET /me, My School, account deletion (profile, RSVPs, roles, counters); the Cognito
  // user is read, signed out everywhere and deleted.
  accounts: { ...NOTHING, table: 'readWrite', cognito: ['AdminGetUser', 'AdminDeleteUser', 'AdminUserGlobalSignOut'] },
  // Role availability; leader requests are transactions (request, guard, counter) built from the profile.
  leaders: { ...NOTHING, table: 'readWrite' },
  // Admin dashboard: counters, approvals (role, profile, audit in one transaction).
  // Approvals, stats; school logos are written to (and removed from) the logo bucket.
  admin: { ...NOTHING, table: 'readWrite', logoBucket: 'readWrite' },
  // Party event list, detail, create, delete, RSVP, save, reviews, analytics. Photos are
  // served by CloudFront from MEDIA_BASE_URL, so no bucket access. The list's page cursors are signed.
  'party-events': { ...NOTHING, table: 'readWrite', cursorSecret: true },
  // Free tickets (seat and ticket in one transaction), My Tickets, the door; the receipt
  // mail carries the signed QR, which validation checks.
  tickets: { ...NOTHING, table: 'readWrite', sendMail: true, ticketSecret: true },
  // Paid tickets: Stripe intents and webhook, then the same issuance and receipt as tickets.
  payments: { ...NOTHING, table: 'readWrite', sendMail: true, ticketSecret: true, stripeSecrets: true },
};

/** Memory and timeout shared by every feature (API Gateway gives up after 30 s). */
export const FUNCTION_DEFAULTS = {
  memorySize: 512,
  timeoutSeconds: 10,
} as const;
