/** What the work queue carries for Send Feedback: the message as the form checked it, and the id that makes it one mail. */
import * as z from 'zod/mini';
import { feedbackSchema } from '../../../../shared/schemas/feedback';

export const feedbackMessageSchema = z.object({ feedbackId: z.uuid(), feedback: feedbackSchema });

export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;
