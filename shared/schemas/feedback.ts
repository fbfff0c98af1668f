import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { plainText } from './common';

const required = 'Please fill in all fields';
const max = LIMITS.feedback;

/** Send Feedback dialog (docs/spec/student-side.md §5): used by the form and by the feedback function. */
export const feedbackSchema = z.object({
  name: z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max.name, 'Name must be less than 100 characters'), plainText('Name')),
  email: z.pipe(
    z
      .string({ error: required })
      .check(z.trim(), z.minLength(1, required), z.maxLength(max.email, 'Email must be less than 255 characters')),
    z.email('Invalid email address'),
  ),
  subject: z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max.subject, 'Subject must be less than 200 characters'), plainText('Subject')),
  message: z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max.message, 'Message must be less than 2000 characters'),
      plainText('Message', { multiline: true }),
    ),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;

/**
 * What Send Feedback posts: the form, and the id the dialog gives the
 * message as written. The team gets one mail per id: the same message sent
 * again (a retry after a lost answer) adds nothing; a new message, or the
 * same words sent again after a success, has a new id.
 */
export const feedbackRequestSchema = z.extend(feedbackSchema, { feedbackId: z.uuid('Invalid feedback id') });

export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
