/**
 * Every schema of `shared/schemas/` (what the forms and the API accept):
 * every string is bounded, and every free-text field refuses control and
 * bidirectional-override characters with a clear message.
 *
 * Driven by the modules' exports: an object schema without an example here,
 * or an example missing one of its fields, fails — so a new schema or field
 * cannot ship unchecked. A field counts as free text when it accepts
 * ordinary words ("Spring Formal 2031"); format-bound fields (ids, e-mails,
 * dates, enums) refuse those anyway.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as accounts from '../../../shared/schemas/accounts';
import * as auth from '../../../shared/schemas/auth';
import * as common from '../../../shared/schemas/common';
import * as feedback from '../../../shared/schemas/feedback';
import * as partyEvents from '../../../shared/schemas/party-events';

const UUID = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const event = {
  title: 'Spring Formal',
  date: '2031-04-01',
  time: '20:00',
  location: 'The House',
  maxAttendees: 100,
  description: 'Line one\nLine two',
  dressCode: 'Formal',
  ageRestriction: '21+',
  additionalInfo: 'Bring ID',
  alcoholAllowed: false,
  // Ticket cancellation (issue 14)
  cancelCutoffHours: 24,
};

/** A valid input of every object schema, by module and export name. */
const EXAMPLES: Record<string, Record<string, Record<string, unknown>>> = {
  accounts: {
    updateSchoolSchema: { schoolId: UUID },
    deleteAccountSchema: { confirm: 'DELETE' },
    greekRsvpSchema: { status: 'going' },
    partyRsvpSchema: { status: 'interested' },
    leaderRequestSchema: { chapterId: UUID, role: 'president', message: 'I run the chapter' },
    leaderRegistrationSchema: {
      email: 'pat@ua.edu',
      password: 'secret1',
      fullName: 'Pat President',
      schoolId: UUID,
      type: 'sorority',
      chapterId: UUID,
      role: 'president',
    },
  },
  auth: {
    signInSchema: { email: 'pat@ua.edu', password: 'secret1' },
    phoneSignInSchema: { phone: '+12055550100', password: 'secret1' },
    emailSignUpSchema: { email: 'pat@ua.edu', password: 'secret1', fullName: 'Pat Lee', schoolId: UUID },
    phoneSignUpSchema: { phone: '+12055550100', password: 'secret1', fullName: 'Pat Lee', schoolId: UUID },
    confirmCodeSchema: { code: '123456' },
    forgotPasswordSchema: { email: 'pat@ua.edu' },
    resetPasswordSchema: { code: '123456', password: 'secret1' },
  },
  common: {
    uuidParam: { id: UUID },
    nationalKeyParam: { key: 'alpha-chi-omega' },
    stateQuery: { state: 'AL' },
    pageQuery: { cursor: 'eyJQSyI6IkdFVkVOVCJ9', limit: 20 },
  },
  feedback: {
    feedbackSchema: { name: 'Pat', email: 'pat@ua.edu', subject: 'Hello', message: 'First line\nSecond line' },
  },
  partyEvents: {
    partyEventListQuery: {
      state: 'AL',
      school: UUID,
      org: UUID,
      national: 'alpha-chi-omega',
      type: 'sorority',
      date: '2031-04-01',
      cursor: 'eyJQSyI6IkVWRU5UIn0',
      limit: 20,
    },
    createPartyEventSchema: { ...event, priceCents: 1500 },
    createPartyEventFormSchema: { ...event, price: 15 },
    saveEventSchema: { saved: true },
    reviewSchema: { rating: 5, comment: 'Great night\nWould go again' },
    validateTicketSchema: { eventId: UUID, qrCode: `${UUID}.abc`, scanId: UUID },
    confirmPaymentSchema: { paymentIntentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', eventId: UUID },
    sandboxChargeSchema: { paymentIntentId: 'pi_sandbox_abc123', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  },
};

/**
 * Strings that are opaque tokens rather than text a person typed, never
 * stored or shown: checked by what decodes them, not by the text rule. The
 * list cursor is decoded and verified by the list route; a ticket code must
 * be exactly the signed code (`functions/lib/qr.ts`), else the door says
 * "Invalid QR code". A national's key, name or letters in the page address
 * is a lookup, never stored: its pattern admits only letters, digits and a
 * few separators, so a control or direction character is an "Invalid
 * organization" (asserted below).
 */
const OPAQUE = new Set([
  'partyEvents.partyEventListQuery.cursor',
  'common.pageQuery.cursor',
  'partyEvents.validateTicketSchema.qrCode',
  'common.nationalKeyParam.key',
]);

const MODULES = { accounts, auth, common, feedback, partyEvents };
const ONE_MEGABYTE = 'a'.repeat(1_000_000);
const HOSTILE = ['Spring\u0000Formal', 'Spring \u202EdlroW', 'Spring\u2066Formal', 'Spring\u001BFormal', 'Spring\u0085Formal', 'Spring\uD800Formal'];

type AnySchema = z.ZodMiniType & { _zod: { def: { type: string; shape?: Record<string, unknown> } } };

const objectSchemas = Object.entries(MODULES).flatMap(([moduleName, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => (value as AnySchema)?._zod?.def?.type === 'object')
    .map(([name, schema]) => ({ moduleName, name, schema: schema as AnySchema })),
);

const issuesAt = (schema: AnySchema, input: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
};

describe('shared schemas', () => {
  it('finds the object schemas, and every one has a complete example that it accepts', () => {
    expect(objectSchemas.length).toBeGreaterThanOrEqual(25);
    for (const { moduleName, name, schema } of objectSchemas) {
      const example = EXAMPLES[moduleName]?.[name];
      expect(example, `${moduleName}.${name} has no example in this test`).toBeDefined();
      expect(Object.keys(example!).sort(), `${moduleName}.${name}: every field in the example`).toEqual(Object.keys(schema._zod.def.shape!).sort());
      const parsed = schema.safeParse(example);
      expect(parsed.success, `${moduleName}.${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('bounds every string: a 1 MB value is refused in every field', () => {
    for (const { moduleName, name, schema } of objectSchemas) {
      const example = EXAMPLES[moduleName]![name]!;
      for (const [field, value] of Object.entries(example)) {
        if (typeof value !== 'string') continue;
        expect(issuesAt(schema, { ...example, [field]: ONE_MEGABYTE }, field).length, `${moduleName}.${name}.${field}`).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a national key with control or text-direction characters as an invalid organization', () => {
    for (const hostile of HOSTILE) {
      expect(issuesAt(common.nationalKeyParam as AnySchema, { key: hostile }, 'key').map((i) => i.message)).toEqual(['Invalid organization']);
    }
  });

  it('refuses control and text-direction characters in every free-text field, saying so', () => {
    const freeText: string[] = [];
    for (const { moduleName, name, schema } of objectSchemas) {
      const example = EXAMPLES[moduleName]![name]!;
      for (const [field, value] of Object.entries(example)) {
        const where = `${moduleName}.${name}.${field}`;
        if (typeof value !== 'string' || OPAQUE.has(where)) continue;
        if (issuesAt(schema, { ...example, [field]: 'Spring Formal 2031' }, field).length > 0) continue;
        freeText.push(where);
        for (const hostile of HOSTILE) {
          const issues = issuesAt(schema, { ...example, [field]: hostile }, field);
          expect(issues.map((issue) => issue.message), `${where} ${JSON.stringify(hostile)}`).toContainEqual(
            expect.stringMatching(/ cannot contain control or text-direction characters$/),
          );
        }
      }
    }
    // The probe did find the fields people type into.
    expect(freeText).toEqual(
      expect.arrayContaining([
        'feedback.feedbackSchema.name',
        'feedback.feedbackSchema.subject',
        'feedback.feedbackSchema.message',
        'partyEvents.createPartyEventSchema.title',
        'partyEvents.createPartyEventSchema.location',
        'partyEvents.createPartyEventSchema.description',
        'partyEvents.reviewSchema.comment',
        'accounts.leaderRequestSchema.message',
        'auth.emailSignUpSchema.fullName',
      ]),
    );
  });

  it('keeps line breaks in multi-line fields only', () => {
    const withBreak = (schema: AnySchema, example: Record<string, unknown>, field: string) =>
      issuesAt(schema, { ...example, [field]: 'Line one\nLine two' }, field).length === 0;
    const { createPartyEventSchema, reviewSchema } = partyEvents as unknown as Record<string, AnySchema>;
    const eventExample = EXAMPLES.partyEvents!.createPartyEventSchema!;
    expect(withBreak(createPartyEventSchema!, eventExample, 'description')).toBe(true);
    expect(withBreak(reviewSchema!, EXAMPLES.partyEvents!.reviewSchema!, 'comment')).toBe(true);
    expect(withBreak(createPartyEventSchema!, eventExample, 'title')).toBe(false);
    expect(withBreak(createPartyEventSchema!, eventExample, 'location')).toBe(false);
  });

  it('accepts the world’s writing: accents, right-to-left scripts, emoji', () => {
    for (const text of ['Fête de la Musique', 'حفلة الربيع', 'מסיבת אביב', 'Spring 🎉 Formal', 'ΑΕΦ Spring Formal']) {
      expect(common.isPlainText(text), text).toBe(true);
    }
  });
});
