/**
 * Receipts go through the queue: the purchase answers without waiting for
 * the mail, the receipts handler (consuming a queue of this file's own on the
 * local SQS) sends it, and a mail SES refuses is retried until it goes.
 */
import '../../support/emulators.setup';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketResponse } from '../../../shared/api/types';
import { resetClients } from '../../../functions/lib/aws';
import { freePort } from '../../../infra/local/ports';
import { invoke } from '../../support/invoke';
import { captureLogs } from '../../support/logs';
import { localSqsClient, useReceiptQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newUser } from '../tickets/fixtures';
import { storedMails, type StoredMail } from '../../support/inbox';

useFreshTable();
const queue = useReceiptQueue();

const sesEndpoint = process.env.SES_ENDPOINT!;

async function mailsTitled(subject: string): Promise<StoredMail[]> {
  return (await storedMails()).filter((m) => m.subject === subject);
}

const buy = (eventId: string, claims: Record<string, unknown>) =>
  invoke<TicketResponse & { message?: string }>('createFreeTicket', { params: { id: eventId }, claims });

afterEach(() => {
  process.env.SES_ENDPOINT = sesEndpoint;
  resetClients();
  vi.restoreAllMocks();
});

describe('receipts', () => {
  it('mails a free ticket its receipt through the queue: event, FREE and the QR as an inline image', async () => {
    captureLogs();
    const event = await newEvent((await newChapter()).id, { title: `Receipt Party ${crypto.randomUUID()}` });
    const user = await newUser();
    expect((await buy(event.id, user.claims)).statusCode).toBe(201);

    const subject = `Your ticket: ${event.title}`;
    await expect.poll(async () => (await mailsTitled(subject)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTitled(subject);
    expect(mail!.destination.to).toEqual([user.email]);
    expect(mail!.body.html).toContain('FREE');
    expect(mail!.body.html).toContain('The Venue, Tuscaloosa');
    // The emulator's inbox inlines the cid: part as a data URI when it renders the mail.
    expect(mail!.body.html).toMatch(/cid:ticket-qr|data:image\/png;base64/);
    await expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 0 });
  });

  it('issues the ticket while SES is down, retries the receipt, and sends it once SES is back', async () => {
    const logs = captureLogs();
    process.env.SES_ENDPOINT = `http://127.0.0.1:${await freePort()}`; // nothing listens there
    resetClients();
    const event = await newEvent((await newChapter()).id, { title: `Outage Party ${crypto.randomUUID()}` });
    const user = await newUser();

    const bought = await buy(event.id, user.claims);
    expect(bought.statusCode).toBe(201);
    const ticketId = bought.json.ticket.id;
    await expect
      .poll(() => logs.at('WARN').some((e) => e.message === 'Receipt not sent; the queue will retry' && e.ticketId === ticketId), { timeout: 30_000 })
      .toBe(true);

    process.env.SES_ENDPOINT = sesEndpoint;
    resetClients();
    await expect.poll(async () => (await mailsTitled(`Your ticket: ${event.title}`)).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 0 });
  });

  it('lets go of a message that is not a receipt instead of retrying it forever', async () => {
    captureLogs();
    const client = localSqsClient(process.env.SQS_ENDPOINT!);
    await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: '{"not":"a receipt"}' }));
    client.destroy();
    await expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 0 });
  });
});
