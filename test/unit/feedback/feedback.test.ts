import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { handler } from '../../../functions/feedback/handler';
import { surelyNotSent } from '../../../functions/domains/platform/feedback/deliver';
import { feedbackEmail } from '../../../functions/domains/platform/feedback/mail';
import { JOB_QUEUE } from '../../../functions/lib/queue/queues';
import { apiEvent, lambdaContext, parse } from '../support/api-event';
import { captureLogs } from '../../support/logs';

const ses = mockClient(SESClient);
const sqs = mockClient(SQSClient);
const feedbackId = '5b0c3f4e-8a1d-4c2b-9e7f-1a2b3c4d5e6f';
const valid = { name: 'Ann Lee', email: 'ann@ua.edu', subject: 'Great site', message: 'Loved the events page.', feedbackId };

describe('sendFeedback', () => {
  beforeEach(() => {
    ses.reset();
    sqs.reset();
    resetClients();
    process.env.MAIL_FROM = 'no-reply@example.test';
    process.env.FEEDBACK_TO = 'team@example.test';
    process.env[JOB_QUEUE.urlEnv] = 'https://sqs.example.test/work';
  });
  afterEach(() => vi.restoreAllMocks());

  it('queues the message with its id on the work queue and answers 202 at once, mailing nothing itself', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'q-1' });
    const res = parse(await handler(apiEvent('sendFeedback', { body: JSON.stringify(valid) }), lambdaContext));
    expect(res.statusCode).toBe(202);
    expect(res.json).toEqual({ ok: true });
    const sent = sqs.commandCalls(SendMessageCommand);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.args[0].input.QueueUrl).toBe('https://sqs.example.test/work');
    const { feedbackId: id, ...feedback } = valid;
    expect(JSON.parse(sent[0]!.args[0].input.MessageBody!)).toEqual({ kind: 'feedback', feedbackId: id, feedback });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('answers 503 with the spec message when the queue cannot take it', async () => {
    const logs = captureLogs();
    sqs.on(SendMessageCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    const res = parse(await handler(apiEvent('sendFeedback', { body: JSON.stringify(valid) }), lambdaContext));
    expect(res.statusCode).toBe(503);
    expect(res.json).toEqual({ message: 'Failed to send feedback. Please try again.' });
    // Operators read the queue's reason in the log, with the request ids; the user never does.
    expect(logs.at('ERROR')).toEqual([
      expect.objectContaining({ message: 'Feedback could not be queued', feedbackId, function_request_id: 'aws-req-1', apiRequestId: 'req-123', error: expect.objectContaining({ name: 'ServiceUnavailable' }) }),
    ]);
  });

  it.each([
    [{ ...valid, name: '   ' }, 'Please fill in all fields'],
    [{ ...valid, subject: undefined }, 'Please fill in all fields'],
    [{ ...valid, email: 'not-an-email' }, 'Invalid email address'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...valid, subject: 'x'.repeat(201) }, 'Subject must be less than 200 characters'],
    [{ ...valid, message: 'x'.repeat(2001) }, 'Message must be less than 2000 characters'],
    [{ ...valid, feedbackId: 'again' }, 'Invalid feedback id'],
  ])('rejects invalid input with the spec message (%#) and queues nothing', async (body, message) => {
    const res = parse(await handler(apiEvent('sendFeedback', { body: JSON.stringify(body) }), lambdaContext));
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(message);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});

describe('the feedback mail', () => {
  it('goes to the team with Reply-To the sender and a [Feedback] subject', () => {
    const { input } = feedbackEmail(valid, { mailFrom: 'no-reply@example.test', feedbackTo: 'team@example.test' } as never);
    expect(input.Source).toBe('no-reply@example.test');
    expect(input.Destination?.ToAddresses).toEqual(['team@example.test']);
    expect(input.ReplyToAddresses).toEqual(['ann@ua.edu']);
    expect(input.Message?.Subject?.Data).toBe('[Feedback] Great site');
    expect(input.Message?.Body?.Text?.Data).toContain('Loved the events page.');
    expect(input.Message?.Body?.Text?.Data).toContain('Ann Lee <ann@ua.edu>');
  });

  it('is sent again only after a failure that proves SES did not take it', () => {
    // SES answered with an error, or was never reached: nothing went out.
    expect(surelyNotSent(Object.assign(new Error('Throttling'), { $metadata: { httpStatusCode: 400 } }))).toBe(true);
    expect(surelyNotSent(Object.assign(new Error('Service unavailable'), { $metadata: { httpStatusCode: 503 } }))).toBe(true);
    expect(surelyNotSent(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(surelyNotSent(Object.assign(new Error('getaddrinfo ENOTFOUND email.us-east-1.amazonaws.com'), { code: 'ENOTFOUND' }))).toBe(true);
    // No answer in time, or the connection broke after the request went: SES may have taken it.
    expect(surelyNotSent(Object.assign(new Error('request timeout'), { name: 'TimeoutError', $metadata: {} }))).toBe(false);
    expect(surelyNotSent(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(false);
    expect(surelyNotSent(new Error('unknown'))).toBe(false);
  });
});
