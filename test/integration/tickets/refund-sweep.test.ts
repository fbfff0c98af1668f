/**
 * Owed refunds against DynamoDB Local: a cancelled paid ticket's
 * refund that never got its first attempt (a crash right after the
 * cancellation), or whose attempts keep failing, is attempted again by the
 * scheduled sweep when due, backing off, until it succeeds — then it leaves
 * the owed index and is never attempted again.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../functions/lib/clock';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { cancelTicket } from '../../../functions/domains/ticketing/cancellation/ticket-cancellation';
import { getTicketRefund, refundsDueBy } from '../../../functions/domains/ticketing/payments/ticket-refunds';
import { retryOwedRefunds } from '../../../functions/domains/ticketing/payments/refund-sweep';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newUser, paidTicket } from './fixtures';

useFreshTable();

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
  vi.restoreAllMocks();
});

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

/** Runs the sweep at `at` (the clock the attempts record their time by, too). */
async function sweepAt(at: Date) {
  clock.now = () => at;
  return retryOwedRefunds(at);
}

const owed = async (ticketId: string, by: Date) => (await refundsDueBy(by.toISOString(), 1000)).some((r) => r.ticketId === ticketId);

describe('the owed-refunds sweep', () => {
  it('attempts a refund nobody attempted once it is due, retries a failing one with a back-off, and stops once it succeeds', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 2200 });
    const holder = await newUser();
    const { ticket, intentId } = await paidTicket(event, holder);
    const cancelledAt = new Date();
    // The cancellation committed, then the process died before its refund attempt.
    expect((await cancelTicket({ ...ticket, sub: holder.sub }, event, cancelledAt.toISOString())).kind).toBe('cancelled');
    expect(await getTicketRefund(ticket.id)).toMatchObject({ status: 'pending', attempts: 0 });

    // Not yet due: the cancellation's own attempt and the queue's retries come first.
    await sweepAt(minutes(cancelledAt, 14));
    expect(await getTicketRefund(ticket.id)).toMatchObject({ status: 'pending', attempts: 0 });

    // Due, but the gateway is down: failed, and owed again 15 minutes later.
    const refund = vi.spyOn(SandboxGateway.prototype, 'refund').mockRejectedValue(new Error('gateway unavailable'));
    const first = minutes(cancelledAt, 15);
    expect(await sweepAt(first)).toMatchObject({ failed: 1 });
    expect(await getTicketRefund(ticket.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await owed(ticket.id, minutes(first, 14))).toBe(false);
    expect(await owed(ticket.id, minutes(first, 15))).toBe(true);

    // Still down: the next wait doubles (30 minutes).
    const second = minutes(first, 15);
    await sweepAt(second);
    expect(await getTicketRefund(ticket.id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await owed(ticket.id, minutes(second, 29))).toBe(false);
    expect(await owed(ticket.id, minutes(second, 30))).toBe(true);

    // Back up: refunded once, off the index, and a later sweep leaves it alone.
    refund.mockRestore();
    const third = minutes(second, 30);
    await sweepAt(third);
    expect(await getTicketRefund(ticket.id)).toMatchObject({ status: 'succeeded', attempts: 3, paymentIntentId: intentId });
    expect((await getSandboxIntent(intentId))?.refunded).toBe(true);
    expect(await owed(ticket.id, minutes(third, 100_000))).toBe(false);
    const again = vi.spyOn(SandboxGateway.prototype, 'refund');
    await sweepAt(minutes(third, 100_000));
    expect(again).not.toHaveBeenCalled();
  });
});
