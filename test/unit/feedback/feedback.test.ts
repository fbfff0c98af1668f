import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { handler } from '../../../functions/feedback/handler';
import { apiEvent, lambdaContext, parse } from '../support/api-event';
import { captureLogs } from '../../support/logs';

const ses = mockClient(SESClient);
const valid = { name: 'Ann Lee', email: 'ann@ua.edu', subject: 'Great site', message: 'Loved the events page.' };

describe('sendFeedback', () => {
  beforeEach(() => {
    ses.reset();
    resetClients();
    process.env.MAIL_FROM = 'no-reply@example.test';
    process.env.FEEDBACK_TO = 'team@example.test';
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends one e-mail to the team with Reply-To the sender and a [Feedback] subject', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const res = parse(await handler(apiEvent('sendFeedback', { body: JSON.stringify(valid) }), lambdaContext));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.Source).toBe('no-reply@example.test');
    expect(input.Destination?.ToAddresses).toEqual(['team@example.test']);
    expect(input.ReplyToAddresses).toEqual(['ann@ua.edu']);
    expect(input.Message?.Subject?.Data).toBe('[Feedback] Great site');
    expect(input.Message?.Body?.Text?.Data).toContain('Loved the events page.');
    expect(input.Message?.Body?.Text?.Data).toContain('Ann Lee <ann@ua.edu>');
  });

  it('answers 502 with the spec message when SES fails', async () => {
    const logs = captureLogs();
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' }));
    const res = parse(await handler(apiEvent('sendFeedback', { body: JSON.stringify(valid) }), lambdaContext));
    expect(res.statusCode).toBe(502);
    expect(res.json).toEqual({ message: 'Failed to send feedback. Please try again.' });
    // Operators read SES's reason in the log, with the request ids; the user never does.
    expect(logs.at('ERROR')).toEqual([
      expect.objectContaining({ message: 'SES SendEmail failed', function_request_id: 'aws-req-1', apiRequestId: 'req-123', error: expect.objectContaining({ name: 'MessageRejected' }) }),
    ]);
  });

  it.each([
    [{ ...valid, name: '   ' }, 'Please fill in all fields'],
    [{ ...valid, subject: undefined }, 'Please fill in all fields'],
    [{ ...valid, email: 'not-an-email' }, 'Invalid email address'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...valid, subject: 'x'.repeat(201) }, 'Subject must be less than 200 characters'],
    [{ ...valid, message: 'x'.repeat(2001) }, 'Message must be less than 2000 characters'],
  ])('rejects invalid input with the spec message (%#) and sends nothing', async (body, message) => {
    const res = parse(await handler(apiEvent('sendFeedback', { body: JSON.stringify(body) }), lambdaContext));
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(message);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
