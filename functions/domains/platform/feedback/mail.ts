/** The e-mail of a Send Feedback message: to the team, Reply-To the sender. */
import { SendEmailCommand } from '@aws-sdk/client-ses';
import type { FeedbackInput } from '../../../../shared/schemas/feedback';
import { loadConfig } from '../../../lib/config';

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
