/**
 * What each feature's Lambda may touch: the only place where permissions are
 * decided. CDK turns each entry into least-privilege grants and into the
 * environment variables the function reads (functions/lib/config.ts). A new
 * feature gets nothing until it is listed here, and the type below refuses a
 * feature of the route manifest that is missing.
 */
import type { Feature } from '../shared/api/routes';
import type { QueueConsumer } from '../functions/lib/queue/queues';
import { PACKET_FONT_FILES } from '../functions/domains/catalog/party-packet/packet-font-files';
import { holdsTicketKey, type FunctionName } from '../functions/lib/ticket-key-holders';

/** Access to the single table. `read`: GetItem/Query/BatchGet; `readWrite`: plus writes and transactions. */
export type TableAccess = 'none' | 'read' | 'readWrite';

/** Access to a bucket. `read`: GetObject/HeadObject; `readWrite`: plus PutObject/DeleteObject (presigned POST, cleanup). */
/** `delete`: only removing objects (whoever deletes what others uploaded: an account, an event). */
export type BucketAccess = 'none' | 'read' | 'delete' | 'readWrite';

/** Cognito user-pool admin actions a feature may call, on the platform's pool only. */
export type CognitoAction = 'AdminGetUser' | 'AdminDeleteUser' | 'AdminUserGlobalSignOut';

export interface FeatureAccess {
  table: TableAccess;
  /** The `event-media` bucket (event and chapter photos). */
  mediaBucket: BucketAccess;
  /** The `school-logos` bucket. */
  logoBucket: BucketAccess;
  /** The private documents bucket (vendors' certificates of insurance), served nowhere. */
  documentBucket: BucketAccess;
  /** `ses:SendEmail`/`ses:SendRawEmail` from the configured sender only. */
  sendMail: boolean;
  /**
   * The Stripe configuration (the payments feature): `ssm:GetParameter` on the
   * two SecureString parameters holding the secret key and the webhook signing
   * secret, their names in the environment, and the publishable key.
   */
  stripeSecrets: boolean;
  /**
   * The ticket QR signing secret in the environment as `TICKET_SECRET` (issuing and validating tickets).
   * Never written below: derived from functions/lib/ticket-key-holders.ts, the one list of its holders.
   */
  ticketSecret: boolean;
  /** The page-cursor signing secret in the environment as `CURSOR_SECRET` (paged lists). */
  cursorSecret: boolean;
  /** `cognito-idp:<action>` on the user pool (and USER_POOL_ID in the environment); empty = none. */
  cognito: readonly CognitoAction[];
  /** Queues (named by their consumer) it may send to (`sqs:SendMessage`, the URL in the environment). */
  sendsTo: readonly QueueConsumer[];
  /** `lambda:InvokeFunction` on its own function only: long admin tools run as asynchronous invocations of it. */
  invokesItself: boolean;
}

/** What a function is granted besides the ticket key. */
type Grants = Omit<FeatureAccess, 'ticketSecret'>;

/** The grants of each function with the ticket key as TICKET_KEY_HOLDERS decides. */
function withTicketKey<Name extends FunctionName>(grants: Record<Name, Grants>): Record<Name, FeatureAccess> {
  const names = Object.keys(grants) as Name[];
  return Object.fromEntries(names.map((name) => [name, { ...grants[name], ticketSecret: holdsTicketKey(name) }])) as Record<Name, FeatureAccess>;
}

const NOTHING: Grants = {
  table: 'none',
  mediaBucket: 'none',
  logoBucket: 'none',
  documentBucket: 'none',
  sendMail: false,
  stripeSecrets: false,
  cursorSecret: false,
  cognito: [],
  sendsTo: [],
  invokesItself: false,
};

/** Least privilege per feature. */
export const FEATURE_ACCESS: Record<Feature, FeatureAccess> = withTicketKey<Feature>({
  // Public school pages: reads only.
  schools: { ...NOTHING, table: 'read' },
  // Directory, chapter and national pages; populate writes organizations.
  organizations: { ...NOTHING, table: 'readWrite' },
  // Greek-life events; RSVPs and counters are writes. The list's page cursors are signed.
  'greek-events': { ...NOTHING, table: 'readWrite', cursorSecret: true },
  // Send Feedback only queues the message (the work queue's consumer mails it); it neither mails nor stores anything.
  feedback: { ...NOTHING, sendsTo: ['jobs'] },
  // GET /me, My School, account deletion (profile, RSVPs, roles, counters, and the person's
  // uploads with their objects in the media bucket); the Cognito user is read, signed out
  // everywhere and deleted. The seats it frees are offered by the rounds it hands over (no ticket key).
  accounts: { ...NOTHING, table: 'readWrite', mediaBucket: 'delete', cognito: ['AdminGetUser', 'AdminDeleteUser', 'AdminUserGlobalSignOut'] },
  // Role availability; leader requests are transactions (request, guard, counter) built from the profile.
  leaders: { ...NOTHING, table: 'readWrite' },
  // Admin dashboard: counters, approvals (role, profile, audit in one transaction); the Users tab
  // pages with signed cursors and deletes accounts (the Cognito user signed out everywhere and deleted,
  // the person's uploads removed from the media bucket); school logos are written to (and removed from)
  // the logo bucket; the data tools run as jobs, each an asynchronous invocation of this function.
  // A leader or office request's decision queues its mail to the person on the work queue.
  admin: {
    ...NOTHING,
    table: 'readWrite',
    mediaBucket: 'delete',
    cursorSecret: true,
    cognito: ['AdminDeleteUser', 'AdminUserGlobalSignOut'],
    logoBucket: 'readWrite',
    invokesItself: true,
    sendsTo: ['jobs'],
  },
  // Party event list, detail, create, delete, RSVP, save, reviews, analytics. Photos are
  // served by CloudFront from MEDIA_BASE_URL; deleting an event deletes its photos' objects
  // and its vendors' certificates (the documents bucket).
  // The list's page cursors are signed. Cancelling an event queues its job on the work queue.
  // Without the ticket key, a page view that finds a free seat while people wait hands the offer round over.
  'party-events': { ...NOTHING, table: 'readWrite', mediaBucket: 'delete', documentBucket: 'delete', cursorSecret: true, sendsTo: ['jobs'] },
  // Free tickets (seat and ticket in one transaction), My Tickets, the door (the signed QR);
  // the receipt is queued, not mailed, so no purchase waits for SES. Ticket cancellation:
  // a paid ticket is refunded through Stripe, a failed refund queued for retry. It holds the ticket
  // key (functions/lib/ticket-key-holders.ts): it also signs a sober monitor's own door code.
  tickets: { ...NOTHING, table: 'readWrite', stripeSecrets: true, sendsTo: ['jobs'] },
  // Paid tickets: Stripe intents and webhook, then the same issuance and queued receipt as tickets.
  payments: { ...NOTHING, table: 'readWrite', stripeSecrets: true, sendsTo: ['jobs'] },
  // Social: follows (row and count in one transaction), friendships, people search, My Feed.
  social: { ...NOTHING, table: 'readWrite' },
  // Photos and videos: presigned POSTs to the media bucket (signed with PutObject), the checked
  // copy of what landed (CopyObject: GetObject and PutObject) and its checks (HeadObject/GetObject),
  // gallery images (PutObject), deletions (DeleteObject). The only writer of what galleries show
  // (the bucket's policy: infra/constructs/media-bucket-guard.ts).
  media: { ...NOTHING, table: 'readWrite', mediaBucket: 'readWrite' },
  // Party paperwork: sober monitors and the office-mail record are writes. It mails nothing itself: the
  // packet is mailed to the office by the scheduled sweep (functions/domains/catalog/party-packet/send-due.ts),
  // and the office's review decisions queue their notices to the chapter on the work queue. Vendors'
  // certificates: presigned POSTs to the documents bucket (signed with PutObject), the checked copy
  // (CopyObject: GetObject and PutObject) and its checks (GetObject), deletions, presigned GETs (GetObject).
  // The only writer of the certificates kept (infra/constructs/document-bucket-guard.ts).
  'party-packet': { ...NOTHING, table: 'readWrite', sendsTo: ['jobs'], documentBucket: 'readWrite' },
});

/** Least privilege per queue consumer (functions/lib/queue/queues.ts). */
export const CONSUMER_ACCESS: Record<QueueConsumer, FeatureAccess> = withTicketKey<QueueConsumer>({
  // The work queue's jobs (functions/lib/queue/jobs.ts). Receipts and notices: reads the ticket or
  // transfer again (gone: nothing to send) and mails it, with the QR. Refund retries: a cancelled
  // ticket's failed refund through Stripe, recorded. Cancelled events: runs the job (cancel, refund,
  // mail the holders) and queues its continuation and refund retries. Send Feedback: mails the team
  // each queued message once, its delivery claimed in the table first. A message that is no job is
  // parked in the queue's dead-letter queue (granted with the queue: infra/constructs/work-queue.ts).
  jobs: { ...NOTHING, table: 'readWrite', sendMail: true, stripeSecrets: true, sendsTo: ['jobs'] },
});

/** Memory and timeout shared by every feature (API Gateway gives up after 30 s). */
export const FUNCTION_DEFAULTS = {
  memorySize: 512,
  timeoutSeconds: 10,
} as const;

/** What a feature's Lambda needs beyond the defaults. */
export interface FeatureRuntime {
  memorySize?: number;
  timeoutSeconds?: number;
  /**
   * Packages with native binaries, which esbuild cannot bundle: left out of
   * the bundle and installed beside it for Lambda's Linux arm64
   * (infra/constructs/feature-function.ts). Only the feature that needs one.
   */
  nativeModules?: readonly string[];
  /**
   * Files of installed packages the code reads at run time (fonts), as paths
   * inside their packages: never bundled, copied beside the bundle into
   * `node_modules/<path>`, where Node's resolution from the code finds them
   * as it does in the repository (infra/constructs/feature-function.ts).
   */
  packageFiles?: readonly string[];
}

// Scheduled sweep: `functions/scheduled`, run every 5 minutes; its tasks (functions/scheduled/tasks.ts)
// end expired waitlist offers and run the offer rounds that are due — those the functions without the ticket key
// handed over among them — (issuing free tickets: the signed QR), queueing the notices,
// mail the registration packets that fell due to the Greek-life offices, and retry owed refunds through Stripe.
export const SCHEDULED_FEATURE = 'scheduled' satisfies FunctionName;
export const SCHEDULE_MINUTES = 5;
export const SCHEDULED_ACCESS: FeatureAccess = withTicketKey({
  [SCHEDULED_FEATURE]: { ...NOTHING, table: 'readWrite', stripeSecrets: true, sendsTo: ['jobs'], sendMail: true },
})[SCHEDULED_FEATURE];

export const FEATURE_RUNTIME: Partial<Record<Feature | QueueConsumer | typeof SCHEDULED_FEATURE, FeatureRuntime>> = {
  // Photos and videos: sharp decodes a photo of up to 50 MB to make its gallery image.
  media: { memorySize: 1536, timeoutSeconds: 29, nativeModules: ['sharp'] },
  // A data tool's job runs in an asynchronous invocation of the admin function: Lambda's 15 minutes.
  admin: { timeoutSeconds: 900 },
  // The registration packet's fonts (every script a name may be written in), read when a packet is made:
  // downloaded here, mailed to the office by the scheduled sweep.
  'party-packet': { packageFiles: PACKET_FONT_FILES },
  // The 5-minute sweep makes gateway calls (owed refunds, unsettled payments: up to about a hundred a run); a minute,
  // never overlapping the next run. It also mails the registration packets, with their fonts.
  [SCHEDULED_FEATURE]: { timeoutSeconds: 60, packageFiles: PACKET_FONT_FILES },
};
