import * as z from 'zod/mini';
import { AGE_LIMITS } from '../age';
import { LIMITS, ORGANIZATION_TYPES } from '../limits';
import { absentValues, pageQuery, plainText } from './common';
import { MAX_CANCEL_CUTOFF_HOURS, MIN_CANCEL_CUTOFF_HOURS } from '../ticket-cancellation';
import { SALES_OPEN_PATTERN } from '../drops';
import { TICKET_CODE_KINDS } from '../live-ticket';

/**
 * Party events (docs/spec/student-side.md §5 "Events and reviews"; docs/spec/leader-admin-side.md §5 "Create
 * event" and "Validate ticket"): the rules the forms and the API share.
 */

/** A `yyyy-MM-dd` that names a real day (not 2031-02-30 or 9736-45-05). */
export function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date'), z.refine(isCalendarDate, 'Please choose a date'));
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'));
/** "Sales open at": a date and time in the event's zone, like its own; empty = sales open at once. */
const salesOpenAt = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.refine((v: string) => v === '' || (SALES_OPEN_PATTERN.test(v) && isCalendarDate(v.slice(0, 10))), 'Please choose when sales open'),
    ),
  ),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);
/** Optional text: trimmed, and empty saved as null (docs/spec/leader-admin-side.md §5). */
const optionalText = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `${label} must be less than ${max} characters`), plainText(label, options))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

/** `/party-events` filters and paging: one Query, filtered on the server. */
export const partyEventListQuery = z.object({
  state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Invalid state'))),
  /** School id. */
  school: z.optional(z.uuid('Invalid school')),
  /** Chapter id (`?school=&org=`: all parties of a chapter at a school). */
  org: z.optional(z.uuid('Invalid organization')),
  /** National organization key (the Organization filter). */
  national: z.optional(z.string().check(z.maxLength(LIMITS.idMax, 'Invalid organization'), z.regex(/^[a-z0-9-]+$/, 'Invalid organization'))),
  type: z.optional(z.enum(ORGANIZATION_TYPES)),
  /** A single day (the calendar). */
  date: z.optional(isoDate),
  ...pageQuery.shape,
});

const eventFields = {
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(120, 'Title must be less than 120 characters'), plainText('Title')),
  date: isoDate,
  time: clockTime,
  location: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Location is required'),
      z.maxLength(200, 'Location must be less than 200 characters'),
      plainText('Location'),
    ),
  maxAttendees: z.coerce
    .number({ error: 'Max attendees is required' })
    .check(
      z.int('Max attendees must be a whole number'),
      z.minimum(1, 'Max attendees must be at least 1'),
      z.maximum(100_000, 'Max attendees must be at most 100000'),
    ),
  description: optionalText(2000, 'Description', { multiline: true }),
  dressCode: optionalText(200, 'Dress code'),
  ageRestriction: optionalText(100, 'Age restriction'),
  /** The structured age restriction (none, 18+ or 21+) the door and ticketing enforce; `ageRestriction` stays a free-text note. */
  ageLimit: z._default(z.optional(z.enum(AGE_LIMITS, { error: 'Please choose an age restriction' })), 'none'),
  additionalInfo: optionalText(2000, 'Additional info', { multiline: true }),
  alcoholAllowed: z._default(z.optional(z.boolean()), false),
  /** A drop: sales open at this minute, with a line before it (shared/drops.ts); null = on sale at once. */
  salesOpenAt,
  /** Ticket cancellation: hours before the start until which a holder may cancel. */
  cancelCutoffHours: z.optional(
    z.coerce
      .number()
      .check(
        z.int('Cancellation cut-off must be a whole number of hours'),
        z.minimum(MIN_CANCEL_CUTOFF_HOURS, 'Cancellation cut-off cannot be negative'),
        z.maximum(MAX_CANCEL_CUTOFF_HOURS, `Cancellation cut-off must be at most ${MAX_CANCEL_CUTOFF_HOURS} hours`),
      ),
  ),
  /** Live codes (changing on the holder's phone) or the fixed signed code; absent: live for a paid event, fixed for a free one. */
  ticketCodes: z.optional(z.enum(TICKET_CODE_KINDS, { error: 'Please choose live or fixed ticket codes' })),
};

/** POST /party-events: price in integer cents (docs/decisions.md#money-is-integer-cents). The API also refuses past dates. */
export const createPartyEventSchema = z.object({
  ...eventFields,
  priceCents: z
    .number()
    .check(z.int('Price must be in whole cents'), z.minimum(0, 'Price cannot be negative'), z.maximum(1_000_000, 'Price is too high')),
});

/** The Create Event form: the same rules, with the price typed in dollars (min 0, step 0.01). */
export const createPartyEventFormSchema = z.object({
  ...eventFields,
  price: z.coerce
    .number({ error: 'Price is required' })
    .check(
      z.minimum(0, 'Price cannot be negative'),
      z.maximum(10_000, 'Price is too high'),
      z.refine((v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price can have at most 2 decimals'),
    ),
});

export type CreatePartyEventInput = z.input<typeof createPartyEventSchema>;

/**
 * PUT /party-events/{id}: the event's fields as Create Event sends them, all of
 * them (a full replacement, so a retried edit changes nothing more). The same
 * schema as creation, so the two cannot drift; what may no longer change once
 * tickets are sold (price, ticket kind, code kind, capacity below sales) is
 * the API's check against the stored event, not a shape rule.
 */
export const editPartyEventSchema = createPartyEventSchema;
export type EditPartyEventInput = z.input<typeof editPartyEventSchema>;
/** The Edit Event form: Create Event's form, same rules. */
export const editPartyEventFormSchema = createPartyEventFormSchema;

/**
 * A party event's fields as its leader enters them: `createPartyEventSchema`
 * is their one declaration. The API's event (`shared/api/party-event-types.ts`)
 * and the stored one (the party-events repository) derive from this type, and
 * the repository reads the field names and their defaults off the schema.
 */
export type PartyEventFields = z.output<typeof createPartyEventSchema>;

/** The fields a leader may leave out (the schema gives them a value: null, a default, or none). */
export type OptionalPartyEventField = {
  [K in keyof CreatePartyEventInput]-?: undefined extends CreatePartyEventInput[K] ? K : never;
}[keyof CreatePartyEventInput];

/** The names of a party event's entered fields, at run time. */
export const PARTY_EVENT_FIELDS = Object.keys(createPartyEventSchema.shape) as (keyof PartyEventFields)[];

/**
 * What each field left out reads as: what the schema makes of no input
 * (empty text is null, no age limit, no alcohol). An event stored before a
 * field existed reads the same as one created without it.
 */
export const PARTY_EVENT_FIELD_DEFAULTS = absentValues(createPartyEventSchema) as Partial<Pick<PartyEventFields, OptionalPartyEventField>>;
export type CreatePartyEventFormInput = z.input<typeof createPartyEventFormSchema>;

/** Moving "sales open at" before the opening: a time is required (a line may already wait for it). */
export const salesOpenSchema = z.object({
  salesOpenAt: z.string('Please choose when sales open').check(z.trim(), z.regex(SALES_OPEN_PATTERN, 'Please choose when sales open'), z.refine((v: string) => isCalendarDate(v.slice(0, 10)), 'Please choose when sales open')),
});

/** Save toggle: the desired state, so a retried request changes nothing. */
export const saveEventSchema = z.object({ saved: z.boolean() });

/** A review (docs/spec/student-side.md §5): 1-5 stars required, optional trimmed comment. */
export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Please select a star rating' })
    .check(
      z.int('Please select a star rating'),
      z.minimum(1, 'Please select a star rating'),
      z.maximum(5, 'Please select a star rating'),
    ),
  comment: optionalText(1000, 'Comment', { multiline: true }),
});

const MISSING_VALIDATION = 'Please enter both QR code and event ID';

/** Validate Event Ticket (docs/spec/leader-admin-side.md §5). `scanId` makes a retried request of the same scan idempotent. */
export const validateTicketSchema = z.object({
  eventId: z
    .string({ error: MISSING_VALIDATION })
    .check(
      z.trim(),
      z.minLength(1, MISSING_VALIDATION),
      z.maxLength(LIMITS.idMax, 'Event not found'),
      z.regex(/^[0-9A-Za-z-]*$/, 'Event not found'),
    ),
  qrCode: z
    .string({ error: MISSING_VALIDATION })
    .check(z.trim(), z.minLength(1, MISSING_VALIDATION), z.maxLength(512, 'Invalid QR code - ticket not found')),
  scanId: z.optional(z.uuid()),
  /** Live headcount: an exit scan lets an admitted ticket re-enter (default: entry). */
  direction: z.optional(z.enum(['entry', 'exit'])),
});

/** The leader's door admitting a guest found by name, after an ID check: the ticket by id (the roster's). */
export const admitByIdCheckSchema = z.object({
  eventId: z.uuid('Event not found'),
  ticketId: z.uuid('Ticket not found'),
  scanId: z.optional(z.uuid()),
});

/** A gateway's payment intent id (`pi_…`): opaque, but only ever these characters. */
const paymentIntentId = z.string().check(z.trim(), z.minLength(1), z.maxLength(255), z.regex(/^[A-Za-z0-9_]+$/, 'Payment not found'));

/** Confirms a paid ticket once the payment succeeded (create-ticket {paymentIntentId, eventId}). */
export const confirmPaymentSchema = z.object({
  paymentIntentId,
  eventId: z.uuid('Invalid Event'),
});

/** The local sandbox card form (docs/decisions.md#payments-behind-a-gateway-interface): 4242… succeeds, 4000 0000 0000 0002 is declined. */
export const sandboxChargeSchema = z.object({
  paymentIntentId,
  cardNumber: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(40, 'Your card number is invalid.')),
      z.transform((v: string) => v.replace(/\s+/g, '')),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  ),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, "Your card's expiration date is incomplete.")),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, "Your card's security code is incomplete.")),
});

// Cancelled events
/** Cancelling an event: an optional reason, shown on the event page and in the holders' e-mail. */
export const cancelEventSchema = z.object({
  reason: optionalText(500, 'Reason', { multiline: true }),
});
