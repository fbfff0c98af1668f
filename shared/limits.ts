/** Business constants and limits from the specification (docs/spec/student-side.md §9, docs/spec/leader-admin-side.md §9). */
export const LIMITS = {
  feedback: { name: 100, email: 255, subject: 200, message: 2000 },
  /** Any e-mail address (RFC 5321 allows 254; the feedback form's 255 is kept everywhere). */
  emailMax: 255,
  /** Cognito's own password limit. */
  passwordMax: 256,
  fullNameMax: 100,
  /** Ids the API receives (UUIDs are 36 characters; slugs like `alpha-chi-omega` shorter). */
  idMax: 100,
  uploadBytes: 52_428_800,
  caption: 500,
  codeLength: 6,
  passwordMin: 6,
  fullNameMin: 2,
  partyEventsPerChapter: 10,
  /** Upcoming Greek-life events a school page shows (the /events list pages the rest). */
  greekEventsPerSchool: 50,
  photos: { chapter: 12, national: 24, feed: 12 },
  feedEvents: 20,
  schoolsInDropdown: 200,
  friendSearch: 10,
  qrWidthPx: 200,
  auditLog: 50,
  recentReviews: 10,
} as const;

/** The word typed to confirm account deletion (docs/spec/student-side.md §5), checked by the form and the API. */
export const DELETE_CONFIRMATION = 'DELETE';

export const EVENT_TYPES = ['open', 'restricted', 'paid'] as const;
export type GreekEventType = (typeof EVENT_TYPES)[number];

export const ORGANIZATION_TYPES = ['fraternity', 'sorority'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ROLES = ['president', 'media_manager'] as const;
export type Role = (typeof ROLES)[number];

export const RSVP_STATUSES = ['interested', 'going', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** `transferred`: given to a friend; its code no longer opens the door, the friend's new ticket does. */
export const TICKET_STATUSES = ['valid', 'used', 'cancelled', 'transferred'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Landing-page claims (docs/spec/student-side.md §1). */
export const LANDING_STATS = [
  { value: '10K+', label: 'Active Members' },
  { value: '500+', label: 'Monthly Events' },
  { value: '50+', label: 'Universities' },
] as const;
