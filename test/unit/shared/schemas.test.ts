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
import * as admin from '../../../shared/schemas/admin';
import * as auth from '../../../shared/schemas/auth';
import * as catalogAdmin from '../../../shared/schemas/catalog-admin';
import * as common from '../../../shared/schemas/common';
import * as feedback from '../../../shared/schemas/feedback';
import * as media from '../../../shared/schemas/media';
import * as partyEvents from '../../../shared/schemas/party-events';
import * as roles from '../../../shared/schemas/roles';
import * as dataTools from '../../../shared/schemas/data-tools';
import * as door from '../../../shared/schemas/door';
import * as schoolLogos from '../../../shared/schemas/school-logos';
import * as social from '../../../shared/schemas/social';
import * as profile from '../../../shared/schemas/profile';
import * as doorPass from '../../../shared/schemas/door-pass';
import * as ticketTransfer from '../../../shared/schemas/ticket-transfer';
import * as partyPacket from '../../../shared/schemas/party-packet';
import * as liveTicket from '../../../shared/schemas/live-ticket';
import * as schoolRules from '../../../shared/school-rules';
import * as monitorTraining from '../../../shared/schemas/monitor-training';

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
  ageLimit: '21+',
  additionalInfo: 'Bring ID',
  alcoholAllowed: false,
  // A drop
  salesOpenAt: '2031-03-25T12:00',
  // Ticket cancellation
  cancelCutoffHours: 24,
  // Live tickets
  ticketCodes: 'live',
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
    officeRequestSchema: { schoolId: UUID, jobTitle: 'Coordinator of Fraternity & Sorority Life', message: 'I review the socials' },
    officeRegistrationSchema: { email: 'robin@ua.edu', password: 'secret1', fullName: 'Robin Office', schoolId: UUID, jobTitle: 'Coordinator' },
  },
  auth: {
    signInSchema: { email: 'pat@ua.edu', password: 'secret1' },
    phoneSignInSchema: { phone: '+12055550100', password: 'secret1' },
    emailSignUpSchema: { email: 'pat@ua.edu', password: 'secret1', fullName: 'Pat Lee', schoolId: UUID },
    phoneSignUpSchema: { phone: '+12055550100', password: 'secret1', fullName: 'Pat Lee', schoolId: UUID },
    confirmCodeSchema: { code: '123456' },
    forgotPasswordSchema: { email: 'pat@ua.edu' },
    resetPasswordSchema: { code: '123456', password: 'secret1' },
    accountNameSchema: { fullName: 'Pat Lee' },
  },
  common: {
    uuidParam: { id: UUID },
    nationalKeyParam: { key: 'alpha-chi-omega' },
    stateQuery: { state: 'AL' },
    pageQuery: { cursor: 'eyJQSyI6IkdFVkVOVCJ9', limit: 20 },
  },
  feedback: {
    feedbackSchema: { name: 'Pat', email: 'pat@ua.edu', subject: 'Hello', message: 'First line\nSecond line' },
    feedbackRequestSchema: { name: 'Pat', email: 'pat@ua.edu', subject: 'Hello', message: 'First line\nSecond line', feedbackId: UUID },
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
    editPartyEventSchema: { ...event, priceCents: 1500 },
    editPartyEventFormSchema: { ...event, price: 15 },
    saveEventSchema: { saved: true },
    reviewSchema: { rating: 5, comment: 'Great night\nWould go again' },
    validateTicketSchema: { eventId: UUID, qrCode: `${UUID}.abc`, scanId: UUID, direction: 'exit' },
    admitByIdCheckSchema: { eventId: UUID, ticketId: UUID, scanId: UUID },
    confirmPaymentSchema: { paymentIntentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', eventId: UUID },
    sandboxChargeSchema: { paymentIntentId: 'pi_sandbox_abc123', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    // Cancelled events
    cancelEventSchema: { reason: 'Storm warning\nSee you next week' },
    salesOpenSchema: { salesOpenAt: '2031-03-26T18:30' },
  },
  social: {
    followSchema: { following: true },
    friendSearchQuery: { q: 'Pat' },
    friendRequestSchema: { userId: UUID },
  },
  media: {
    mediaUploadSchema: { contentType: 'image/jpeg', size: 2_000_000 },
    recordMediaSchema: { key: `${UUID}/${UUID}/1900000000000-0a1b2c3d.jpg`, caption: 'Great night\nSee you next year' },
    captionSchema: { caption: 'Great night' },
    mediaIdParam: { id: UUID },
  },
  admin: {
    directRoleSchema: { sub: UUID, chapterId: UUID, role: 'president' },
    chapterRoleParams: { id: UUID, role: 'media_manager' },
    userListQuery: { q: 'pat', cursor: 'eyJQSyI6IlBST0ZJTEUifQ' },
    userParam: { id: UUID },
  },
  roles: {
    assignMemberRoleSchema: { sub: UUID, role: 'president', confirmHandover: true },
    roleParam: { role: 'president' },
  },
  catalogAdmin: {
    newSchoolSchema: { name: 'University of Alabama', city: 'Tuscaloosa', state: 'AL' },
    newOrganizationSchema: { name: 'Alpha Chi Omega', schoolId: UUID, letters: 'ΑΧΩ', type: 'sorority', foundedYear: 1885 },
  },
  schoolLogos: {
    uploadLogoSchema: { contentBase64: 'iVBORw0KGgo=' },
  },
  dataTools: {
    dataToolParam: { tool: 'populate-orgs' },
  },
  door: {
    offlineScanSchema: { scanId: UUID, qrCode: `${UUID}.abc`, scannedAt: '2031-04-01T22:00:00.000Z', decision: 'admitted', direction: 'exit' },
    doorSyncSchema: { eventId: UUID, deviceId: UUID, scans: [{ scanId: UUID, qrCode: `${UUID}.abc`, scannedAt: '2031-04-01T22:00:00.000Z', decision: 'admitted' }] },
  },
  profile: {
    updateProfileSchema: { dateOfBirth: '2001-05-17' },
  },
  // Door passes
  doorPass: {
    createDoorPassSchema: { label: 'Front door', opensMinutesBefore: 60, closesHoursAfter: 6 },
    openDoorPassSchema: { pin: '123456' },
    doorPassScanSchema: { qrCode: `${UUID}.abc`, scanId: UUID, direction: 'entry' },
    doorPassSyncSchema: { deviceId: UUID, scans: [{ scanId: UUID, qrCode: `${UUID}.abc`, scannedAt: '2031-04-01T22:00:00.000Z', decision: 'admitted', direction: 'exit' }] },
  },
  // Transfer to a friend
  ticketTransfer: {
    offerTransferSchema: { friendId: UUID },
  },
  // Party paperwork
  partyPacket: {
    soberMonitorsSchema: { subs: [UUID] },
  },
  // Live tickets: the phone's public key (raw P-256, base64url) and the e-mailed code of a move.
  liveTicket: {
    phoneKeySchema: { publicKey: 'B'.repeat(87) },
    phoneMoveCodeSchema: { code: '123456' },
  },
  // The office's record of sober-monitor training
  monitorTraining: {
    monitorTrainingSchema: { date: '2031-02-28' },
    chapterMemberParams: { chapterId: UUID, sub: UUID },
    chapterParam: { chapterId: UUID },
  },
  schoolRules: {
    schoolRulesSchema: { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: 'greeklife@ua.edu', approvalRequired: true, eventReportDueHours: 48, guestsPerMember: 6, largeChapterMembers: 40, guestsPerMemberLarge: 3, monitorTrainingValidDays: 365 },
  },
};

/** Strings bounded above 1 MB on purpose: an image's bytes in base64 (a logo of at most 1 MB). */
const LARGE_BOUNDS: Record<string, number> = {
  'schoolLogos.uploadLogoSchema.contentBase64': Math.ceil(schoolLogos.MAX_LOGO_BYTES / 3) * 4,
};

/**
 * Strings that are opaque tokens rather than text a person typed, never
 * stored or shown: checked by what decodes them, not by the text rule. The
 * list cursors are decoded and verified by their list routes; a ticket code must
 * be exactly the signed code (`functions/domains/ticketing/door/qr.ts`), else the door says
 * "Invalid QR code". A national's key, name or letters in the page address
 * is a lookup, never stored: its pattern admits only letters, digits and a
 * few separators, so a control or direction character is an "Invalid
 * organization" (asserted below).
 */
const OPAQUE = new Set([
  'partyEvents.partyEventListQuery.cursor',
  'common.pageQuery.cursor',
  'admin.userListQuery.cursor',
  'partyEvents.validateTicketSchema.qrCode',
  'common.nationalKeyParam.key',
  'schoolLogos.uploadLogoSchema.contentBase64',
  'door.offlineScanSchema.qrCode',
  'doorPass.doorPassScanSchema.qrCode',
]);

const MODULES = { accounts, admin, auth, catalogAdmin, common, dataTools, door, doorPass, feedback, liveTicket, media, monitorTraining, partyEvents, partyPacket, profile, roles, schoolLogos, schoolRules, social, ticketTransfer };
const ONE_MEGABYTE = 'a'.repeat(1_000_000);
const HOSTILE = [
  'Spring\u0000Formal',
  'Spring \u202EdlroW',
  'Spring\u2066Formal',
  'Spring\u001BFormal',
  'Spring\u0085Formal',
  'Spring\uD800Formal',
  // Invisible: zero-width space, non-joiner and joiner (outside an emoji), word joiner, byte order mark.
  'Spring\u200BFormal',
  'Spring\u200CFormal',
  'Spring\u200DFormal',
  'Spring\u2060Formal',
  'Spring\uFEFFFormal',
  // The direction marks LRM, RLM and ALM.
  'Spring\u200EFormal',
  'Spring\u200FFormal',
  'Spring\u061CFormal',
];

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
        const where = `${moduleName}.${name}.${field}`;
        const tooLong = where in LARGE_BOUNDS ? 'A'.repeat(LARGE_BOUNDS[where]! + 4) : ONE_MEGABYTE;
        expect(issuesAt(schema, { ...example, [field]: tooLong }, field).length, where).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a national key with control or text-direction characters as an invalid organization', () => {
    for (const hostile of HOSTILE) {
      expect(issuesAt(common.nationalKeyParam as AnySchema, { key: hostile }, 'key').map((i) => i.message)).toEqual(['Invalid organization']);
    }
  });

  it('refuses invisible, control and text-direction characters in every free-text field, saying so', () => {
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
            expect.stringMatching(/ cannot contain invisible, control or text-direction characters$/),
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
        'accounts.officeRequestSchema.jobTitle',
        'accounts.officeRequestSchema.message',
        'auth.emailSignUpSchema.fullName',
        'social.friendSearchQuery.q',
        'media.recordMediaSchema.caption',
        'media.captionSchema.caption',
        'admin.userListQuery.q',
        'catalogAdmin.newSchoolSchema.name',
        'catalogAdmin.newSchoolSchema.city',
        'catalogAdmin.newOrganizationSchema.name',
        'catalogAdmin.newOrganizationSchema.letters',
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
    expect(withBreak(media.captionSchema as AnySchema, EXAMPLES.media!.captionSchema!, 'caption')).toBe(true);
    expect(withBreak(social.friendSearchQuery as AnySchema, EXAMPLES.social!.friendSearchQuery!, 'q')).toBe(false);
    expect(withBreak(catalogAdmin.newSchoolSchema as AnySchema, EXAMPLES.catalogAdmin!.newSchoolSchema!, 'name')).toBe(false);
  });

  it('refuses in the words the spec and the forms show', () => {
    // Each distinct message once: an empty id fails two checks with the same words.
    const messages = (schema: AnySchema, input: Record<string, unknown>, field: string) => [...new Set(issuesAt(schema, input, field).map((i) => i.message))];
    const upload = EXAMPLES.media!.mediaUploadSchema!;
    const uploadSchema = media.mediaUploadSchema as AnySchema;
    expect(messages(uploadSchema, { ...upload, size: 52_428_801 }, 'size')).toEqual(['File too large']);
    expect(messages(uploadSchema, { ...upload, size: 0 }, 'size')).toEqual(['No file selected']);
    expect(messages(uploadSchema, { ...upload, contentType: 'application/pdf' }, 'contentType')).toEqual(['Invalid file type']);
    expect(messages(media.captionSchema as AnySchema, { caption: 'a'.repeat(501) }, 'caption')).toEqual(['Caption must be less than 500 characters']);
    expect(messages(media.recordMediaSchema as AnySchema, { key: '../other/file.jpg\u0000' }, 'key')).toEqual(['Invalid upload']);
    expect(messages(social.friendRequestSchema as AnySchema, { userId: 'not-a-user' }, 'userId')).toEqual(['Invalid user']);
    expect(messages(social.followSchema as AnySchema, { following: 'yes' }, 'following').length).toBeGreaterThan(0);
    const missing = 'Missing Information: Please select a user, organization, and role';
    for (const field of ['sub', 'chapterId', 'role']) {
      const { [field]: _left, ...rest } = EXAMPLES.admin!.directRoleSchema!;
      expect(messages(admin.directRoleSchema as AnySchema, rest, field), field).toEqual([missing]);
    }
    expect(messages(roles.assignMemberRoleSchema as AnySchema, { sub: '', role: 'media_manager' }, 'sub')).toEqual(['Please select a member']);
    expect(messages(roles.assignMemberRoleSchema as AnySchema, { sub: UUID, role: 'president' }, 'confirmHandover')).toEqual([roles.HANDOVER_UNCONFIRMED]);
    expect(messages(roles.roleParam as AnySchema, { role: 'treasurer' }, 'role')).toEqual(['Role must be president or media_manager']);
    expect(messages(catalogAdmin.newSchoolSchema as AnySchema, { name: '   ' }, 'name')).toEqual(['School name is required']);
    expect(messages(catalogAdmin.newSchoolSchema as AnySchema, { name: 'Alabama', state: 'Ala' }, 'state')).toEqual(['State must be 2 letters']);
    expect(messages(catalogAdmin.newOrganizationSchema as AnySchema, { name: 'Alpha', schoolId: '' }, 'schoolId')).toEqual([
      'Organization name and school are required',
    ]);
    expect(messages(catalogAdmin.newOrganizationSchema as AnySchema, { name: 'Alpha', schoolId: UUID, foundedYear: 1600 }, 'foundedYear')).toEqual([
      'Founded year must be a year',
    ]);
  });

  it('accepts the world’s writing: accents, right-to-left scripts, emoji', () => {
    for (const text of ['Fête de la Musique', 'حفلة الربيع', 'מסיבת אביב', 'Spring 🎉 Formal', 'ΑΕΦ Spring Formal']) {
      expect(common.isPlainText(text), text).toBe(true);
    }
  });
});
