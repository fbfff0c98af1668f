/**
 * Receipts go through the work queue: the purchase answers without waiting
 * for the mail, the jobs handler (consuming a queue of this file's own on the
 * local SQS) sends it, a mail SES refuses is retried until it goes, and a
 * message that is no job is parked in the dead-letter queue at once.
 */
import '../../support/emulators.setup';
import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketResponse } from '../../../shared/api/types';
import { resetClients } from '../../../functions/lib/aws';
import { freePort } from '../../../infra/local/ports';
import { invoke } from '../../support/invoke';
import { captureLogs } from '../../support/logs';
import { localSqsClient, useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newUser } from '../tickets/fixtures';
import { storedMails, type StoredMail } from '../../support/inbox';

useFreshTable();
const queue = useJobQueue();

const sesEndpoint = process.env.SES_ENDPOINT!;

async function mailsTitled(subject: string): Promise<StoredMail[]> {
  return (await storedMails()).filter((m) => m.subject === subject);
}

const buy = (eventId: string, claims: Record<string, unknown>) =>
  invoke<TicketResponse & { message?: string }>('createFreeTicket', { params: { id: eventId }, claims });

afterEach(() => {
  process.env.SES_ENDPOINT = sesEndpoint;
  delete process.env.SITE_URL;
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

  it("mails a live ticket's receipt with a link to the live ticket and no QR code a screenshot could share", async () => {
    process.env.SITE_URL = 'https://party.example.edu';
    const event = await newEvent((await newChapter()).id, { title: `Live Party ${crypto.randomUUID()}`, ticketCodes: 'live' });
    const user = await newUser();
    expect((await buy(event.id, user.claims)).statusCode).toBe(201);

    const subject = `Your ticket: ${event.title}`;
    await expect.poll(async () => (await mailsTitled(subject)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTitled(subject);
    expect(mail!.body.html).toContain('href="https://party.example.edu/my-tickets"');
    expect(mail!.body.html).not.toMatch(/cid:ticket-qr|data:image\/png;base64/);
    expect(mail!.attachments.map((a) => a.filename)).toEqual(['event.ics']);
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

  it('parks a message that is no job in the dead-letter queue at its first delivery, instead of retrying it', async () => {
    const logs = captureLogs();
    const client = localSqsClient(process.env.SQS_ENDPOINT!);
    const { MessageId } = await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: '{"not":"a receipt"}' }));
    await expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 1 });
    const refusals = logs.at('ERROR').filter((e) => e.message === 'Message refused: not a job of the work queue; parked in its dead-letter queue');
    // Delivered once: parked by the consumer, not by the redrive after maxReceiveCount deliveries.
    expect(refusals.map((e) => e.messageId)).toEqual([MessageId]);
    const parked = await client.send(new ReceiveMessageCommand({ QueueUrl: queue.deadLetterUrl, MaxNumberOfMessages: 10 }));
    expect(parked.Messages?.map((m) => m.Body)).toEqual(['{"not":"a receipt"}']);
    client.destroy();
  });
});
