/**
 * The receipts consumer reports exactly the messages it could not send, so
 * the queue retries those alone and never mails a receipt twice; a ticket
 * gone meanwhile, or a message that is not a receipt, is let go.
 */
import { SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { keys } from '../../../functions/lib/db/keys';
import { newTicketRecord, ticketItems } from '../../../functions/lib/db/tickets';
import { handler } from '../../../functions/receipts/handler';
import { captureLogs } from '../../support/logs';

const ses = mockClient(SESClient);
const ddb = mockClient(DynamoDBDocumentClient);

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

beforeEach(() => {
  ses.reset();
  ddb.reset();
  resetClients();
  for (const id of ['t-ok', 't-bounce']) ddb.on(GetCommand, { Key: keys.ticket.item(id) }).resolves({ Item: ticketItems(ticket(id)).ticket });
  ddb.on(GetCommand, { Key: keys.ticket.item('t-gone') }).resolves({});
});

afterEach(() => vi.restoreAllMocks());

describe('receipts handler', () => {
  it('sends each receipt and reports only the one SES refused', async () => {
    captureLogs();
    ses.on(SendRawEmailCommand).callsFake((input: { RawMessage: { Data: Uint8Array } }) => {
      if (Buffer.from(input.RawMessage.Data).toString('utf8').includes('To: bounce@example.edu')) throw new Error('Throttling');
      return { MessageId: 'sent' };
    });
    const event: SQSEvent = {
      Records: [record('m1', { ticketId: 't-ok', to: 'sam@example.edu' }), record('m2', { ticketId: 't-bounce', to: 'bounce@example.edu' })],
    };
    expect(await handler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(2);
  });

  it('lets go of a ticket deleted meanwhile and of a message that is not a receipt', async () => {
    captureLogs();
    const event: SQSEvent = { Records: [record('m1', { ticketId: 't-gone', to: 'sam@example.edu' }), record('m2', 'not json'), record('m3', { ticketId: '' })] };
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);
  });
});
