/**
 * Send Feedback through the work queue (a queue of this file's own on the
 * local SQS, consumed by the jobs handler) and the real SES emulator:
 * the route accepts at once, and the team gets one mail per message id —
 * whether SES is down, frozen (it sends what it held when it comes back),
 * the client sends the same message again, or the queue delivers it again
 * after a failure that came after the mail went out.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { freePort } from '../../../infra/local/ports';
import { storedMails, type StoredMail } from '../../support/inbox';
import { invoke } from '../../support/invoke';
import { captureLogs } from '../../support/logs';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';

useFreshTable();
const queue = useJobQueue();
const sesEndpoint = process.env.SES_ENDPOINT!;

afterEach(() => {
  process.env.SES_ENDPOINT = sesEndpoint;
  resetClients();
  vi.restoreAllMocks();
});

const message = (subject: string) => ({ feedbackId: randomUUID(), name: 'Ann Lee', email: 'ann@ua.edu', subject, message: 'The schools page is great.' });
const send = (body: Record<string, unknown>) => invoke<{ ok?: boolean; message?: string }>('sendFeedback', { body });
const mailsTitled = async (subject: string): Promise<StoredMail[]> => (await storedMails(sesEndpoint)).filter((m) => m.subject === `[Feedback] ${subject}`);
const settled = () => expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 0 });

/** Points the functions' SES client at `endpoint` (a fresh client: the cached one keeps its endpoint). */
function useSes(endpoint: string) {
  process.env.SES_ENDPOINT = endpoint;
  resetClients();
}

/**
 * A frozen SES: it takes connections and holds what they send, answering
 * nothing; thawed, it passes everything it held to the real emulator — as a
 * stopped SES process does when it resumes — and is a plain relay after.
 */
async function frozenSes(target: string) {
  const { hostname, port } = new URL(target);
  let frozen = true;
  const held: { socket: net.Socket; chunks: Buffer[] }[] = [];
  const relay = (socket: net.Socket, chunks: Buffer[]) => {
    const upstream = net.connect(Number(port), hostname, () => chunks.forEach((c) => upstream.write(c)));
    socket.on('data', (c: Buffer) => upstream.write(c));
    upstream.on('data', (c: Buffer) => !socket.destroyed && socket.write(c));
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => undefined);
  };
  const server = net.createServer((socket) => {
    if (!frozen) return relay(socket, []);
    const entry = { socket, chunks: [] as Buffer[] };
    socket.on('data', (c: Buffer) => frozen && entry.chunks.push(c));
    socket.on('error', () => undefined);
    held.push(entry);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many requests reached it while frozen. */
    heldCount: () => held.filter((h) => h.chunks.length > 0).length,
    thaw() {
      frozen = false;
      for (const { socket, chunks } of held) relay(socket, chunks);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Send Feedback', () => {
  it('accepts at once and delivers the message to the team inbox with Reply-To the sender', async () => {
    const body = message(`Love it ${randomUUID()}`);
    const res = await send(body);
    expect([res.statusCode, res.json]).toEqual([202, { ok: true }]);

    await expect.poll(async () => (await mailsTitled(body.subject)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTitled(body.subject);
    expect(mail!.replyTo).toEqual(['ann@ua.edu']);
    expect(mail!.destination.to).toEqual([process.env.FEEDBACK_TO ?? 'feedback@greek-campus.local']);
    expect(mail!.body.text).toContain('The schools page is great.');

    // The same words sent again as a new message (a new id, as the dialog makes after a success) are a second mail.
    expect((await send({ ...body, feedbackId: randomUUID() })).statusCode).toBe(202);
    await expect.poll(async () => (await mailsTitled(body.subject)).length, { timeout: 30_000 }).toBe(2);
    await settled();
  });

  it('while SES is down: answers at once, sends nothing, then exactly one mail once SES is back — a retry of the same message included', async () => {
    const logs = captureLogs();
    useSes(`http://127.0.0.1:${await freePort()}`); // nothing listens there
    const body = message(`Outage ${randomUUID()}`);
    expect((await send(body)).statusCode).toBe(202);
    await expect
      .poll(() => logs.at('WARN').some((e) => e.message === 'Feedback not sent; the queue will retry' && e.feedbackId === body.feedbackId), { timeout: 30_000 })
      .toBe(true);
    // The answer was lost on the way: the client sends the same message again.
    expect((await send(body)).statusCode).toBe(202);
    expect(await mailsTitled(body.subject)).toEqual([]);

    useSes(sesEndpoint);
    await expect.poll(async () => (await mailsTitled(body.subject)).length, { timeout: 30_000 }).toBe(1);
    await settled();
    expect(await mailsTitled(body.subject)).toHaveLength(1);
  });

  it('while SES is frozen: the mail it held goes out when it comes back, and nothing is sent again', async () => {
    const logs = captureLogs();
    const ses = await frozenSes(sesEndpoint);
    try {
      useSes(ses.url);
      const body = message(`Frozen ${randomUUID()}`);
      expect((await send(body)).statusCode).toBe(202);
      // The attempt gives up waiting; SES may have taken the mail, so it is not sent again.
      await expect.poll(() => logs.at('ERROR').some((e) => e.message === 'Feedback mail may not have gone out; it is not sent again' && e.feedbackId === body.feedbackId), { timeout: 30_000 }).toBe(true);
      expect((await send(body)).statusCode).toBe(202);
      await settled();
      expect(ses.heldCount()).toBe(1);

      ses.thaw();
      await expect.poll(async () => (await mailsTitled(body.subject)).length, { timeout: 30_000 }).toBe(1);
      await settled();
      expect(await mailsTitled(body.subject)).toHaveLength(1);
    } finally {
      await ses.close();
    }
  });

  it('a failure after SES took the mail makes the queue deliver the message again, and it is not sent twice', async () => {
    const logs = captureLogs();
    const client = dynamo();
    const realSend = client.send.bind(client);
    let failed = false;
    // The consumer dies right after SES took the mail, before recording it: the queue delivers the message again.
    vi.spyOn(client, 'send').mockImplementation((async (command: { input?: { Key?: { PK?: string }; ExpressionAttributeValues?: Record<string, unknown> } }, ...rest: unknown[]) => {
      const input = command.input;
      if (!failed && input?.Key?.PK?.startsWith('FEEDBACK#') && input.ExpressionAttributeValues?.[':status'] === 'sent') {
        failed = true;
        throw new Error('the consumer died here');
      }
      return (realSend as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
    }) as never);

    const body = message(`Redelivered ${randomUUID()}`);
    expect((await send(body)).statusCode).toBe(202);
    await expect.poll(() => logs.at('WARN').some((e) => e.message === 'Feedback not sent again: an earlier attempt may have sent it' && e.feedbackId === body.feedbackId), { timeout: 30_000 }).toBe(true);
    expect(failed).toBe(true);
    await settled();
    expect(await mailsTitled(body.subject)).toHaveLength(1);
  });

  it('sends nothing and answers 400 with the spec message for an empty field, or without the message’s id', async () => {
    const empty = await send({ ...message(''), subject: '' });
    expect([empty.statusCode, empty.json.message]).toEqual([400, 'Please fill in all fields']);
    const { feedbackId: _, ...withoutId } = message('No id');
    const noId = await send(withoutId);
    expect([noId.statusCode, noId.json.message]).toEqual([400, 'Invalid feedback id']);
  });
});
