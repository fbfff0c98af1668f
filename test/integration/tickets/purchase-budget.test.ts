/**
 * A purchase near the end of its time budget (the handler's remaining
 * time, `functions/lib/time-budget.ts`): under contention it stops trying
 * before the budget runs out and answers 503 with Retry-After — never the
 * timeout's 500 — and the buyer's retry of the same purchase (the same
 * buyer and event for a free ticket, the same payment for a paid one) gets
 * exactly one ticket, however often it is asked.
 *
 * DynamoDB Local never reports `TransactionConflict`: it is injected on
 * every transaction writing the contended events' item, everything else
 * runs on the emulator. The short budget is `invoke`'s `timeoutMs`, the
 * local equivalent of Lambda's remaining time.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sessionOf } from '../../support/session';
import type { TicketResponse } from '../../../shared/api/types';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { keys } from '../../../functions/domains/keys';
import { MAX_WRITE_ATTEMPTS } from '../../../functions/lib/db/optimistic';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { TICKETS_BUSY } from '../../../functions/domains/ticketing/messages';
import { ANSWER_RESERVE_MS, ATTEMPT_RESERVE_MS, BUSY_RETRY_AFTER_SECONDS, SERVICE_BUSY } from '../../../functions/lib/time-budget';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newUser } from './fixtures';

useFreshTable();
delete process.env.STRIPE_SECRET_KEY;

/** Room for one attempt and little more: the purchase must give up in time rather than try its 25 times. */
const SHORT_BUDGET_MS = ANSWER_RESERVE_MS + ATTEMPT_RESERVE_MS + 100;

const CONTENDED = `contended-${randomUUID()}`;
let contended: Set<string>;
let contendedWrites: number;

/** Whether a transaction writes the item of a contended event. */
function writesContendedEvent(input: { TransactItems?: Record<string, { Key?: { PK?: unknown; SK?: unknown } } | undefined>[] }): boolean {
  return (input.TransactItems ?? []).some((op) =>
    Object.values(op).some((write) => [...contended].some((id) => write?.Key?.PK === keys.partyEvent.item(id).PK && write.Key.SK === keys.partyEvent.item(id).SK)),
  );
}

beforeEach(() => {
  contended = new Set();
  contendedWrites = 0;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand' && writesContendedEvent(args.input as never)) {
        contendedWrites++;
        throw Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] });
      }
      return next(args);
    },
    { step: 'initialize', name: CONTENDED },
  );
});
afterEach(() => {
  dynamo().middlewareStack.remove(CONTENDED);
});

type Answer = { statusCode: number; headers: Record<string, string>; json: TicketResponse & { message?: string } };

/** A 503 a client may retry: Retry-After, and one of the two "busy" messages (the purchase's own, or the wrapper's should the attempt itself outlast the budget). */
function expectBusy(answer: Answer): void {
  expect([answer.statusCode, answer.headers['retry-after']]).toEqual([503, String(BUSY_RETRY_AFTER_SECONDS)]);
  expect([TICKETS_BUSY, SERVICE_BUSY]).toContain(answer.json.message);
}

it('a contended free ticket near the end of its budget answers 503 with Retry-After; the retry gets one ticket', async () => {
  const event = await newEvent((await newChapter()).id, { maxAttendees: 10 });
  const buyer = await newUser();
  const buy = (timeoutMs?: number) => invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: buyer.claims, timeoutMs }) as Promise<Answer>;

  contended.add(event.id);
  expectBusy(await buy(SHORT_BUDGET_MS));
  // It stopped for the budget, not after every attempt the contention alone allows.
  expect(contendedWrites).toBeGreaterThan(0);
  expect(contendedWrites).toBeLessThan(MAX_WRITE_ATTEMPTS);
  expect(await listEventTickets(event.id)).toEqual([]);

  // The rush passes; the buyer's client asks again, and again.
  contended.clear();
  const retried = await buy();
  expect([retried.statusCode, retried.json.created]).toEqual([201, true]);
  const again = await buy();
  expect([again.statusCode, again.json.created, again.json.ticket.id]).toEqual([200, false, retried.json.ticket.id]);
  expect((await listEventTickets(event.id)).map((t) => t.id)).toEqual([retried.json.ticket.id]);
  expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1 });
});

it('a contended paid confirmation near the end of its budget answers 503; confirming the same payment again issues one ticket and refunds nothing', async () => {
  const event = await newEvent((await newChapter()).id, { maxAttendees: 10, priceCents: 1800 });
  const buyer = await newUser();
  const gateway = new SandboxGateway();
  const intent = await gateway.createIntent({ amountCents: 1800, currency: 'usd', metadata: { eventId: event.id, sub: buyer.sub } });
  await gateway.charge(intent.id, sessionOf(buyer.sub), { number: '4242424242424242', expiry: '12/34', cvc: '123' }, new Date());
  const confirm = (timeoutMs?: number) =>
    invoke<TicketResponse>('confirmTicketPayment', { body: { paymentIntentId: intent.id, eventId: event.id }, claims: buyer.claims, timeoutMs }) as Promise<Answer>;

  contended.add(event.id);
  expectBusy(await confirm(SHORT_BUDGET_MS));
  expect(contendedWrites).toBeLessThan(MAX_WRITE_ATTEMPTS);

  contended.clear();
  const confirmed = await confirm();
  expect([confirmed.statusCode, confirmed.json.ticket.amountPaidCents]).toEqual([201, 1800]);
  expect((await confirm()).json).toEqual({ ticket: confirmed.json.ticket, created: false });
  expect((await listEventTickets(event.id)).map((t) => t.id)).toEqual([confirmed.json.ticket.id]);
  expect((await getSandboxIntent(intent.id))?.refunded).toBeFalsy();
  expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 1800 });
});
