/**
 * Cancelled events against DynamoDB Local and the local SQS: a
 * leader or an admin cancels the event, which leaves the lists and refuses
 * new tickets, RSVPs and reviews at once; then the job cancels, refunds and
 * e-mails every ticket — replayed after a crash half-way, or racing a
 * holder's own cancel, every paid ticket is refunded exactly once.
 */
import '../../support/emulators.setup';
import { ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import { SESClient, type SendRawEmailCommand } from '@aws-sdk/client-ses';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CancelPartyEventResponse, EventAnalyticsResponse, PartyEventListResponse, PartyEventPageResponse } from '../../../shared/api/types';
import { EVENT_CANCELLED } from '../../../shared/event-cancellation';
import { clock } from '../../../functions/lib/clock';
import { BODY_NOT_OBJECT } from '../../../functions/lib/http';
import { getCancellationJob } from '../../../functions/domains/ticketing/event-cancellation/cancelled-events';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getTicketRefund } from '../../../functions/domains/ticketing/payments/ticket-refunds';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { runEventCancellation } from '../../../functions/domains/ticketing/event-cancellation/job';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { sessionOf } from '../../support/session';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { handler as jobsHandler } from '../../../functions/jobs/handler';
import { invoke } from '../../support/invoke';
import { createJobQueue, localSqsClient, pointJobQueueAt } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { eventCounters, paidTicket } from '../tickets/fixtures';
import { newAdmin, newChapter, newEvent, newLeader, newUser, type TestUser } from './fixtures';

useFreshTable();

// The job's messages wait on a queue of this file's own, with no consumer running: each test delivers them itself.
let queue: Awaited<ReturnType<typeof createJobQueue>>;
beforeAll(async () => {
  queue = await createJobQueue(process.env.SQS_ENDPOINT!);
  pointJobQueueAt(queue);
});
afterAll(() => queue.destroy());
afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2031-03-02T15:00:00Z');
clock.now = () => NOW;
const EVENT_DATE = '2031-03-14';

type Answer<T> = T & { message?: string };
const cancelAsLeader = (leader: TestUser, eventId: string, reason?: string) =>
  invoke<Answer<CancelPartyEventResponse>>('cancelPartyEvent', { params: { id: eventId }, body: reason ? { reason } : {}, claims: leader.claims });


/** A paid event of a new chapter, its president, and `holders` people each holding a paid ticket. */
async function paidEventWithHolders(holders: number) {
  const chapter = await newChapter();
  const leader = await newLeader(chapter);
  const event = await newEvent(chapter, EVENT_DATE, '21:00', { priceCents: 1500 });
  const people = await Promise.all(Array.from({ length: holders }, () => newUser()));
  const tickets = [];
  for (const person of people) tickets.push((await paidTicket(event, person, NOW)).ticket);
  return { chapter, leader, event, people, tickets };
}

/** Gateway refunds per intent, counted around the real sandbox. */
function countRefunds(): Map<string, number> {
  const calls = new Map<string, number>();
  const real = SandboxGateway.prototype.refund;
  vi.spyOn(SandboxGateway.prototype, 'refund').mockImplementation(async function (this: SandboxGateway, intentId: string) {
    calls.set(intentId, (calls.get(intentId) ?? 0) + 1);
    return real.call(this, intentId);
  });
  return calls;
}

async function expectAllRefundedOnce(tickets: { id: string; paymentIntentId: string | null }[], refunds: Map<string, number>) {
  for (const t of tickets) {
    expect((await getTicket(t.id))?.status).toBe('cancelled');
    expect(await getTicketRefund(t.id)).toMatchObject({ status: 'succeeded' });
    expect((await getSandboxIntent(t.paymentIntentId!))?.refunded).toBe(true);
    expect(refunds.get(t.paymentIntentId!) ?? 0).toBe(1);
  }
}

describe('cancelPartyEvent', () => {
  it('cancels at once: the lists lose it, the page says why, and tickets, RSVPs, saves and reviews are refused', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter, 'media_manager');
    const event = await newEvent(chapter, EVENT_DATE);
    const listed = async () => {
      const all = await invoke<PartyEventListResponse>('listPartyEvents', { query: { date: EVENT_DATE } });
      const ofChapter = await invoke<PartyEventListResponse>('listPartyEvents', { query: { org: chapter.id } });
      const ofSchool = await invoke<PartyEventListResponse>('listPartyEvents', { query: { school: chapter.schoolId } });
      return [all, ofChapter, ofSchool].map((res) => res.json.events.some((e) => e.id === event.id));
    };
    expect(await listed()).toEqual([true, true, true]);
    const saver = await newUser();
    expect((await invoke('setPartySaved', { params: { id: event.id }, body: { saved: true }, claims: saver.claims })).statusCode).toBe(200);

    const res = await cancelAsLeader(leader, event.id, 'Venue flooded');
    expect(res.statusCode).toBe(200);
    expect(res.json.event).toMatchObject({ id: event.id, status: 'cancelled', cancelReason: 'Venue flooded', cancelledAt: NOW.toISOString() });
    expect(await listed()).toEqual([false, false, false]);
    const page = await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: event.id } });
    expect(page.json.event).toMatchObject({ status: 'cancelled', cancelReason: 'Venue flooded' });

    const student = await newUser();
    const refusals = await Promise.all([
      invoke<{ message: string }>('setPartySaved', { params: { id: event.id }, body: { saved: true }, claims: student.claims }),
      invoke<{ message: string }>('createFreeTicket', { params: { id: event.id }, claims: student.claims }),
      invoke<{ message: string }>('setPartyRsvp', { params: { id: event.id }, body: { status: 'going' }, claims: student.claims }),
      invoke<{ message: string }>('createReview', { params: { id: event.id }, body: { rating: 5 }, claims: student.claims }),
    ]);
    expect(refusals.map((r) => [r.statusCode, r.json.message])).toEqual(Array.from({ length: 4 }, () => [409, EVENT_CANCELLED]));
    // Who saved it before may still take it off their list.
    const unsaved = await invoke<{ saved: boolean }>('setPartySaved', { params: { id: event.id }, body: { saved: false }, claims: saver.claims });
    expect([unsaved.statusCode, unsaved.json.saved]).toEqual([200, false]);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0 });

    // Asking again changes nothing: the first reason stands.
    const again = await cancelAsLeader(leader, event.id, 'Another reason');
    expect(again.json.event).toMatchObject({ status: 'cancelled', cancelReason: 'Venue flooded' });
  });

  it('refuses a body that is not a JSON object (null, an array, a number, a string, true) and leaves the event as it was', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter);
    const admin = await newAdmin();
    const event = await newEvent(chapter, EVENT_DATE);
    const json = { 'content-type': 'application/json' };
    for (const body of ['null', '[]', '42', '"cancel"', 'true']) {
      const asLeader = await invoke<{ message: string }>('cancelPartyEvent', { params: { id: event.id }, body, headers: json, claims: leader.claims });
      const asAdmin = await invoke<{ message: string }>('adminCancelPartyEvent', { params: { id: event.id }, body, headers: json, claims: admin.claims });
      expect([asLeader.statusCode, asLeader.json.message], body).toEqual([400, BODY_NOT_OBJECT]);
      expect([asAdmin.statusCode, asAdmin.json.message], body).toEqual([400, BODY_NOT_OBJECT]);
    }
    expect((await getPartyEvent(event.id))?.status).toBe('active');
    expect(await getCancellationJob(event.id)).toBeUndefined();
    // No body at all is "no reason given", as before.
    const res = await invoke<CancelPartyEventResponse>('cancelPartyEvent', { params: { id: event.id }, claims: leader.claims });
    expect([res.statusCode, res.json.event.status, res.json.event.cancelReason]).toEqual([200, 'cancelled', null]);
  });

  it('refuses a paid ticket’s payment, and lets an admin cancel while another chapter’s leader may not', async () => {
    const { event } = await paidEventWithHolders(0);
    const other = await newLeader(await newChapter());
    const refused = await cancelAsLeader(other, event.id);
    expect(refused.statusCode).toBe(403);
    expect(await getCancellationJob(event.id)).toBeUndefined();

    const admin = await newAdmin();
    const res = await invoke<CancelPartyEventResponse>('adminCancelPartyEvent', { params: { id: event.id }, body: {}, claims: admin.claims });
    expect(res.json.event).toMatchObject({ status: 'cancelled', cancelReason: null });
    const payment = await invoke<{ message: string }>('createTicketPayment', { params: { id: event.id }, claims: (await newUser()).claims });
    expect([payment.statusCode, payment.json.message]).toEqual([409, EVENT_CANCELLED]);
  });
});

describe('the cancellation job', () => {
  it('replayed after a crash half-way, refunds every paid ticket exactly once and mails every holder', async () => {
    const { leader, event, people, tickets } = await paidEventWithHolders(7);
    const refunds = countRefunds();
    const mails = vi.spyOn(SESClient.prototype, 'send');
    await cancelAsLeader(leader, event.id, 'Storm warning');

    // Crash after the fifth ticket (the second page of three): the job stops there.
    let seen = 0;
    const crash = async () => {
      if (++seen === 5) throw new Error('crash');
    };
    await expect(runEventCancellation(event.id, { pageSize: 3, afterTicket: crash })).rejects.toThrow('crash');
    expect(await getCancellationJob(event.id)).toMatchObject({ status: 'running', step: 1, ticketsCancelled: 3 });

    // Redelivered: resumes at the second page, two pages per delivery, then queues its continuation.
    expect(await runEventCancellation(event.id, { pageSize: 3, pagesPerDelivery: 2 })).toBe('continued');
    expect(await runEventCancellation(event.id, { pageSize: 3, pagesPerDelivery: 10 })).toBe('done');
    await expectAllRefundedOnce(tickets, refunds);
    expect(await getCancellationJob(event.id)).toMatchObject({ status: 'done', ticketsCancelled: 7 });
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
    // Its first step closed the waitlist: nobody joins it or is offered a seat again.
    expect((await getPartyEvent(event.id))?.waitlistClosed).toBe(true);

    const mailed = mails.mock.calls.map(([command]) => Buffer.from((command as SendRawEmailCommand).input.RawMessage!.Data!).toString());
    for (const person of people) expect(mailed.filter((m) => m.includes(`To: ${person.email}`) && m.includes('Cancelled: '))).toHaveLength(1);

    // Analytics show the cancellation and the refunds.
    const analytics = await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, claims: leader.claims });
    expect(analytics.json.event.status).toBe('cancelled');
    expect(analytics.json.refunds).toEqual({ count: 7, amountCents: 7 * 1500 });
    expect(analytics.json.cancellation).toEqual({ status: 'done', ticketsCancelled: 7 });

    // A job that is done stays done.
    expect(await runEventCancellation(event.id)).toBe('done');
    await expectAllRefundedOnce(tickets, refunds);
  });

  it('refunds a ticket given to a friend to the buyer’s card, and tells the friend whose card', async () => {
    const { leader, event, people, tickets } = await paidEventWithHolders(1);
    const [buyer, bought] = [people[0]!, tickets[0]!];
    const friend = await newUser();
    await sendFriendRequest(sessionOf(buyer.sub), friend.sub, NOW);
    await acceptFriendRequest(sessionOf(friend.sub), buyer.sub, NOW);
    const offered = await invoke<{ offer: { id: string } }>('offerTicketTransfer', { params: { id: bought.id }, body: { friendId: friend.sub }, claims: buyer.claims });
    const accepted = await invoke<{ ticket: { id: string } }>('acceptTicketTransfer', { params: { id: offered.json.offer.id }, claims: friend.claims });
    const received = accepted.json.ticket.id;
    const refunds = countRefunds();
    const mails = vi.spyOn(SESClient.prototype, 'send');
    await cancelAsLeader(leader, event.id);
    expect(await runEventCancellation(event.id)).toBe('done');

    expect(await getTicketRefund(received)).toMatchObject({ status: 'succeeded', amountCents: 1500, paymentIntentId: bought.paymentIntentId });
    expect((await getSandboxIntent(bought.paymentIntentId!))?.refunded).toBe(true);
    expect(refunds.get(bought.paymentIntentId!)).toBe(1);
    // The given ticket stays as it was (transferred), never refunded a second time.
    expect((await getTicket(bought.id))?.status).toBe('transferred');
    expect(await getTicketRefund(bought.id)).toBeUndefined();
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
    const mailed = mails.mock.calls.map(([command]) => Buffer.from((command as SendRawEmailCommand).input.RawMessage!.Data!).toString());
    const toFriend = mailed.filter((m) => m.includes(`To: ${friend.email}`) && m.includes('Cancelled: '));
    expect(toFriend).toHaveLength(1);
    // Quoted-printable: soft line breaks joined.
    expect(toFriend[0]!.replace(/=\r?\n/g, '')).toContain('is being refunded to the card of the friend who bought it.');
  });

  it('races the holders’ own cancels: each ticket is cancelled once and refunded once', async () => {
    const { leader, event, people, tickets } = await paidEventWithHolders(6);
    const refunds = countRefunds();
    await cancelAsLeader(leader, event.id);
    const own = people.map((person, i) => invoke<{ ticket: { status: string } }>('cancelTicket', { params: { id: tickets[i]!.id }, claims: person.claims }));
    const [, ...answers] = await Promise.all([runEventCancellation(event.id, { pageSize: 2, pagesPerDelivery: 10 }), ...own]);
    expect(answers.map((a) => [a.statusCode, a.json.ticket.status])).toEqual(Array.from({ length: 6 }, () => [200, 'cancelled']));
    for (const t of tickets) {
      expect(await getTicketRefund(t.id)).toMatchObject({ status: 'succeeded' });
      expect((await getSandboxIntent(t.paymentIntentId!))?.refunded).toBe(true);
    }
    // The gateway's refund is keyed on the intent: a concurrent second attempt refunds nothing more.
    expect([...refunds.values()].every((n) => n >= 1)).toBe(true);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
    expect(await getCancellationJob(event.id)).toMatchObject({ status: 'done', ticketsCancelled: 6 });
  });

  it('runs from the queue message the cancellation sent (the jobs consumer)', async () => {
    const { leader, event, tickets } = await paidEventWithHolders(2);
    await cancelAsLeader(leader, event.id);
    const sqs = localSqsClient(process.env.SQS_ENDPOINT!);
    // Earlier tests of this file leave their own messages (notices, continuations) on the queue: read on until it is empty.
    const mine: Message[] = [];
    for (;;) {
      const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.url, MaxNumberOfMessages: 10, AttributeNames: ['All'] }));
      if (!received.Messages?.length) break;
      mine.push(...received.Messages.filter((m) => m.Body?.includes(event.id)));
    }
    expect(mine).toHaveLength(1);
    const records = mine.map((m) => ({ messageId: m.MessageId!, body: m.Body!, attributes: { ApproximateReceiveCount: '1' } }));
    const answer = await jobsHandler({ Records: records } as unknown as SQSEvent);
    expect(answer.batchItemFailures).toEqual([]);
    expect(await getCancellationJob(event.id)).toMatchObject({ status: 'done', ticketsCancelled: 2 });
    for (const t of tickets) expect(await getTicketRefund(t.id)).toMatchObject({ status: 'succeeded' });
    sqs.destroy();
  });
});
