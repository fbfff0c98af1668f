/** Send Feedback (student side §5): one e-mail to the team through SES. */
import { SendEmailCommand } from '@aws-sdk/client-ses';
import type { OkResponse } from '../../shared/api/types';
import type { FeedbackInput } from '../../shared/schemas/feedback';
import { sesClient } from '../lib/clients/ses';
import { loadConfig } from '../lib/config';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';

export const FEEDBACK_FAILED = 'Failed to send feedback. Please try again.';

/** The e-mail sent for a feedback message: to the team, Reply-To the sender. */
export function feedbackEmail(input: FeedbackInput, config = loadConfig()) {
  const text = [`From: ${input.name} <${input.email}>`, '', input.message].join('\n');
  return new SendEmailCommand({
    Source: config.mailFrom,
    Destination: { ToAddresses: [config.feedbackTo] },
    ReplyToAddresses: [input.email],
    Message: {
      Subject: { Data: `[Feedback] ${input.subject}`, Charset: 'UTF-8' },
      Body: { Text: { Data: text, Charset: 'UTF-8' } },
    },
  });
}

/** Sends the feedback; a mail failure becomes 502 with the spec's message. */
export async function sendFeedback(input: FeedbackInput): Promise<OkResponse> {
  try {
    await sesClient().send(feedbackEmail(input));
  } catch (error) {
    logger.error('SES SendEmail failed', { error });
    throw new HttpError(502, FEEDBACK_FAILED);
  }
  return { ok: true };
}
