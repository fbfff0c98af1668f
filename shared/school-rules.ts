/**
 * A school's Greek-life office rules and the deadlines they put on
 * a party event with alcohol. One zod schema serves the Schools tab's form
 * and the admin route; the deadline functions are pure, so the API (ticket
 * issuance, transfers, the packet mail) and the SPA (Create Event, the event
 * page) compute the same instants.
 *
 * Deadlines are read in the school's time zone (state → zone):
 * - registration is due N calendar days before the event, at the event's
 *   wall-clock start time (a daylight-saving change in between moves the
 *   instant by an hour, not the clock reading an office would write down);
 * - the guest list is due H hours before the start instant (elapsed hours,
 *   as "48 hours before" means at the door).
 */
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { TRAINING_VALID_DAYS_MAX } from './monitor-training';

// The rules' shape, defaults and deadline functions, without zod (the SPA's pages import them at first paint).
export * from './school-deadlines';

const anEmail = z.email();

const wholeNumber = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a whole number` }).check(
    z.int(`${label} must be a whole number`),
    z.gte(min, `${label} must be between ${min} and ${max}`),
    z.lte(max, `${label} must be between ${min} and ${max}`),
  );

/** The Schools tab's rules form and `PUT /admin/schools/{id}/rules`: every field given (approval, when left out, is off); an empty office e-mail is none. */
export const schoolRulesSchema = z.object({
  registrationLeadDays: wholeNumber('Registration lead time (days)', 0, 60),
  guestListLeadHours: wholeNumber('Guest list deadline (hours)', 0, 336),
  baseMonitors: wholeNumber('Sober monitors for the first guests', 1, 50),
  baseGuests: wholeNumber('First guests they cover', 1, 500),
  guestsPerExtraMonitor: wholeNumber('Guests per extra sober monitor', 1, 500),
  // Left out (a form or client from before the rule): off.
  approvalRequired: z.pipe(
    z.optional(z.boolean({ error: 'Approval required must be true or false' })),
    z.transform((v) => v ?? false),
  ),
  // The member-to-guest cap (`guest-cap.ts`): optional, none when left out or null.
  guestsPerMember: z.optional(z.nullable(wholeNumber('Guests per member', 1, 50))),
  largeChapterMembers: z.optional(z.nullable(wholeNumber('Members from which the second cap applies', 2, 1000))),
  guestsPerMemberLarge: z.optional(z.nullable(wholeNumber('Guests per member in a large chapter', 1, 50))),
  officeEmail: z.pipe(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(LIMITS.emailMax, 'Email must be less than 255 characters'),
        z.refine((v) => v === '' || anEmail.safeParse(v).success, 'Invalid email address'),
      ),
    ),
    z.transform((v) => v || null),
  ),
  // The event report after the party: hours after the end it is due; absent or null = no report asked for.
  eventReportDueHours: z.pipe(
    z.optional(z.nullable(wholeNumber('Event report due (hours after the end)', 1, 720))),
    z.transform((v) => v ?? null),
  ),
  // Sober-monitor training (`monitor-training.ts`): valid this many days; absent or null = no training rule.
  monitorTrainingValidDays: z.optional(z.nullable(wholeNumber('Sober-monitor training valid for (days)', 1, TRAINING_VALID_DAYS_MAX))),
}).check(
  z.refine((r) => (r.largeChapterMembers == null) === (r.guestsPerMemberLarge == null), {
    error: 'Give both the chapter size and its guests per member, or neither',
    path: ['guestsPerMemberLarge'],
  }),
  z.refine((r) => r.guestsPerMember != null || r.largeChapterMembers == null, { error: 'Set guests per member before a second cap', path: ['guestsPerMember'] }),
);
