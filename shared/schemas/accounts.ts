import * as z from 'zod/mini';
import { DELETE_CONFIRMATION, ORGANIZATION_TYPES, ROLES, RSVP_STATUSES } from '../limits';
import { emailField, fullNameField, passwordField } from './auth';
import { pickedId, plainText } from './common';

/** My School: choose or change the user's school. */
export const updateSchoolSchema = z.object({ schoolId: z.uuid('Please select your school') });

/** Danger Zone: the exact word DELETE (docs/spec/student-side.md §5). */
export { DELETE_CONFIRMATION };
export const deleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: 'Please type DELETE to confirm account deletion' }),
});

/** RSVP to a Greek-life event; choosing the current status again removes it. */
export const greekRsvpSchema = z.object({
  status: z.enum(['interested', 'going'], { error: 'Please choose interested or going' }),
});
/** RSVP to a party event (docs/spec/student-side.md §4): interested, going or not_going. */
export const partyRsvpSchema = z.object({ status: z.enum(RSVP_STATUSES) });

const MISSING = 'Missing information';

/** The optional note to the reviewing admin, the same on every access request. */
const requestMessage = z.optional(
  z.string().check(z.trim(), z.maxLength(500, 'Message must be less than 500 characters'), plainText('Message', { multiline: true })),
);

/** The leader request the API receives once the registering leader has confirmed their e-mail. */
export const leaderRequestSchema = z.object({
  chapterId: z.uuid(MISSING),
  role: z.enum(ROLES, { error: 'Role must be president or media_manager' }),
  message: requestMessage,
});

export const JOB_TITLE_MAX = 100;

/** What a Greek-life office's staff member states of their job, on the request and the form. */
export const jobTitleField = z
  .string(MISSING)
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your job title'),
    z.maxLength(JOB_TITLE_MAX, `Job title must be less than ${JOB_TITLE_MAX} characters`),
    plainText('Job title'),
  );

/** The request of a school's Greek-life office staff member (filed like a leader request, reviewed by an admin). */
export const officeRequestSchema = z.object({
  schoolId: z.uuid(MISSING),
  jobTitle: jobTitleField,
  message: requestMessage,
});

/** The whole leader registration form (docs/spec/leader-admin-side.md §2, §5): account fields and the four ordered choices. */
export const leaderRegistrationSchema = z.object({
  email: emailField,
  password: passwordField,
  fullName: fullNameField,
  schoolId: pickedId('Please select your school', MISSING),
  type: z.enum(ORGANIZATION_TYPES, { error: 'Please select fraternity or sorority' }),
  chapterId: pickedId('Please select your organization', MISSING),
  role: z.enum(ROLES, { error: 'Please select your leadership role' }),
});

export type LeaderRegistrationInput = z.infer<typeof leaderRegistrationSchema>;

/** The leader portal's form for a Greek-life office's staff member: account fields, their school and their job title. */
export const officeRegistrationSchema = z.object({
  email: emailField,
  password: passwordField,
  fullName: fullNameField,
  schoolId: pickedId('Please select your school', MISSING),
  jobTitle: jobTitleField,
});

export type OfficeRegistrationInput = z.infer<typeof officeRegistrationSchema>;
