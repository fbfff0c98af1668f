/**
 * The jobs consumer runs each message by its kind through Powertools' batch
 * processor and reports exactly the jobs that failed, so the queue retries
 * those alone and never mails a receipt twice; a ticket gone meanwhile is let
 * go; a message that is no job is parked in the dead-letter queue at once
 * (reported only when it cannot be parked, so the queue's redrive takes it).
 */
import { SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { keys } from '../../../functions/domains/keys';
import { newTicketRecord, ticketItems } from '../../../functions/domains/ticketing/tickets';
import { JOB_QUEUE } from '../../../functions/lib/queue/queues';
import { handler } from '../../../functions/jobs/handler';
import { captureLogs } from '../../support/logs';

const ses = mockClient(SESClient);
const sqs = mockClient(SQSClient);
const ddb = mockClient(DynamoDBDocumentClient);
const DEAD_LETTERS = 'https://sqs.example.test/jobs-dlq';

const ticket = (id: string) =>
  newTicketRecord({
    id,
    eventId: 'e1',
    sub: 'u1',
    holderName: 'Sam',
    qrCode: `${id}.mac`,
    amountPaidCents: 1500,
    paymentIntentId: 'pi_1',
    purchasedAt: '2031-01-01T00:00:00.000Z',
    event: { title: 'Spring Formal', date: '2031-04-12', time: '21:00', location: 'The Venue', letters: 'ΑΕΦ', organizationName: 'Alpha Epsilon Phi' },
  });

const record = (messageId: string, body: unknown): SQSRecord =>
  ({ messageId, body: typeof body === 'string' ? body : JSON.stringify(body), attributes: { ApproximateReceiveCount: '1' } }) as unknown as SQSRecord;

const receipt = (ticketId: string, to: string) => ({ kind: 'receipt', ticketId, to });

beforeEach(() => {
  ses.reset();
  sqs.reset();
  ddb.reset();
  resetClients();
  process.env[JOB_QUEUE.deadLetterUrlEnv] = DEAD_LETTERS;
  for (const id of ['t-ok', 't-bounce', 't-ok-2']) ddb.on(GetCommand, { Key: keys.ticket.item(id) }).resolves({ Item: ticketItems(ticket(id)).ticket });
  ddb.on(GetCommand, { Key: keys.ticket.item('t-gone') }).resolves({});
  // A receipt reads its event for the details as they are now: gone here, so the ticket's copy is mailed.
  ddb.on(GetCommand, { Key: keys.partyEvent.item('e1') }).resolves({});
  ses.on(SendRawEmailCommand).callsFake((input: { RawMessage: { Data: Uint8Array } }) => {
    if (Buffer.from(input.RawMessage.Data).toString('utf8').includes('To: bounce@example.edu')) throw new Error('Throttling');
    return { MessageId: 'sent' };
  });
});

afterEach(() => {
  delete process.env[JOB_QUEUE.deadLetterUrlEnv];
  vi.restoreAllMocks();
});

describe('jobs handler', () => {
  it('runs every job of the batch and reports only the one that failed (one of three)', async () => {
    const logs = captureLogs();
    const event: SQSEvent = {
      Records: [record('m1', receipt('t-ok', 'sam@example.edu')), record('m2', receipt('t-bounce', 'bounce@example.edu')), record('m3', receipt('t-ok-2', 'sam@example.edu'))],
    };
    expect(await handler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(3);
    expect(logs.at('WARN')).toEqual([expect.objectContaining({ message: 'Receipt not sent; the queue will retry', ticketId: 't-bounce', receiveCount: '1' })]);
  });

  it('answers a batch whose every job failed by reporting each one, not by throwing', async () => {
    captureLogs();
    const event: SQSEvent = { Records: [record('m1', receipt('t-bounce', 'bounce@example.edu')), record('m2', receipt('t-bounce', 'bounce@example.edu'))] };
    expect(await handler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }] });
  });

  it('runs a message queued before jobs had a kind as the job it was', async () => {
    captureLogs();
    expect(await handler({ Records: [record('m1', { ticketId: 't-ok', to: 'sam@example.edu' })] })).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);
  });

  it('lets go of a ticket deleted meanwhile', async () => {
    captureLogs();
    expect(await handler({ Records: [record('m1', receipt('t-gone', 'sam@example.edu'))] })).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);
  });

  it('parks each message that is no job in the dead-letter queue at once, logged, and runs the rest', async () => {
    const logs = captureLogs();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'parked' });
    const unknownKind = JSON.stringify({ kind: 'launchRockets', ticketId: 't-ok', to: 'sam@example.edu' });
    const event: SQSEvent = {
      Records: [record('m1', 'not json'), record('m2', { kind: 'receipt', ticketId: '' }), record('m3', unknownKind), record('m4', receipt('t-ok', 'sam@example.edu'))],
    };
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input)).toEqual([
      { QueueUrl: DEAD_LETTERS, MessageBody: 'not json' },
      { QueueUrl: DEAD_LETTERS, MessageBody: JSON.stringify({ kind: 'receipt', ticketId: '' }) },
      { QueueUrl: DEAD_LETTERS, MessageBody: unknownKind },
    ]);
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);
    expect(logs.at('ERROR').map((e) => [e.message, e.messageId])).toEqual(
      ['m1', 'm2', 'm3'].map((id) => ['Message refused: not a job of the work queue; parked in its dead-letter queue', id]),
    );
  });

  it('reports a message that is no job when the dead-letter queue cannot take it (the redrive parks it after its last try)', async () => {
    captureLogs();
    sqs.on(SendMessageCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    expect(await handler({ Records: [record('m1', 'not json'), record('m2', receipt('t-ok', 'sam@example.edu'))] })).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm1' }],
    });
  });
});
