/**
 * A purchase and an edit of the price, racing: the purchase read the old
 * price (and its buyer paid it), the leader's edit lands before the ticket
 * is written. The race settles one way: the ticket's write is conditional on
 * the price charged, so the purchase fails with "The price changed" and the
 * payment is given back; a purchase that lands first locks the price, and
 * the edit is refused.
 */
import '../../support/emulators.setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, PaymentIntentResponse, TicketResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { PRICE_LOCKED } from '../../../functions/domains/catalog/party-events/edit';
import { getPartyEvent, type PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser, type TestUser } from '../party-events/fixtures';

/** Runs once right after the purchase's next read of its state: the edit that lands between the read and the write. */
const race = vi.hoisted(() => ({ afterRead: null as null | (() => Promise<void>) }));
vi.mock('../../../functions/domains/ticketing/issuance/purchase-state', async (original) => {
  const actual = await original<typeof import('../../../functions/domains/ticketing/issuance/purchase-state')>();
  return {
    ...actual,
    readPurchaseState: async (...args: Parameters<typeof actual.readPurchaseState>) => {
      const state = await actual.readPurchaseState(...args);
      const hook = race.afterRead;
      race.afterRead = null;
      if (hook) await hook();
      return state;
    },
  };
});

useFreshTable();
delete process.env.STRIPE_SECRET_KEY;
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(new Date('2031-03-02T15:00:00Z'));
});
afterEach(() => {
  race.afterRead = null;
  vi.restoreAllMocks();
});

type Answer<T> = { statusCode: number; json: T & { message?: string } };

/** A paid intent of `buyer` for `eventId`, charged with the sandbox's test card. */
async function paid(eventId: string, buyer: TestUser): Promise<string> {
  const intent = (await invoke<PaymentIntentResponse>('createTicketPayment', { params: { id: eventId }, claims: buyer.claims })) as Answer<PaymentIntentResponse>;
  expect(intent.statusCode).toBe(200);
  const charged = await invoke('sandboxCharge', { claims: buyer.claims, body: { paymentIntentId: intent.json.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } });
  expect(charged.statusCode).toBe(200);
  return intent.json.paymentIntentId;
}
const confirm = (intentId: string, eventId: string, buyer: TestUser) =>
  invoke<TicketResponse>('confirmTicketPayment', { claims: buyer.claims, body: { paymentIntentId: intentId, eventId } }) as Promise<Answer<TicketResponse>>;

function bodyOf(event: PartyEvent, priceCents: number) {
  const { title, date, time, location, maxAttendees, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt } = event;
  return { title, date, time, location, maxAttendees, priceCents, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt };
}
const editPrice = (leader: TestUser, event: PartyEvent, priceCents: number) =>
  invoke<CreatePartyEventResponse & { message?: string }>('editPartyEvent', { params: { id: event.id }, body: bodyOf(event, priceCents), claims: leader.claims });

async function paidEvent() {
  const chapter = await newChapter();
  const leader = await newLeader(chapter);
  const event = await newEvent(chapter, '2031-03-14', '21:00', { priceCents: 1500, maxAttendees: 50, ticketCodes: 'fixed' });
  return { leader, event };
}

describe('a purchase racing an edit of the price', () => {
  it('the edit lands between the purchase’s read and its write: the purchase fails with "The price changed", nothing sold, the payment given back', async () => {
    const { leader, event } = await paidEvent();
    const buyer = await newUser();
    const intentId = await paid(event.id, buyer);
    race.afterRead = async () => {
      const edited = await editPrice(leader, event, 2000);
      expect(edited.statusCode, edited.text).toBe(200);
    };

    const bought = await confirm(intentId, event.id, buyer);
    expect([bought.statusCode, bought.json.message]).toEqual([409, 'The price changed — review and try again']);
    expect(race.afterRead).toBeNull();
    const stored = (await getPartyEvent(event.id))!;
    expect([stored.priceCents, stored.ticketsSold, stored.revenueCents]).toEqual([2000, 0, 0]);
    expect((await getSandboxIntent(intentId))?.refunded).toBe(true);

    // Reviewed at the new price, it sells.
    const again = await confirm(await paid(event.id, buyer), event.id, buyer);
    expect([again.statusCode, again.json.ticket?.amountPaidCents]).toEqual([201, 2000]);
  });

  it('the purchase lands first: the price is locked, and the edit is refused', async () => {
    const { leader, event } = await paidEvent();
    const buyer = await newUser();
    const bought = await confirm(await paid(event.id, buyer), event.id, buyer);
    expect(bought.statusCode).toBe(201);
    const edited = await editPrice(leader, event, 2000);
    expect([edited.statusCode, edited.json.message]).toEqual([409, PRICE_LOCKED]);
    expect((await getPartyEvent(event.id))!.priceCents).toBe(1500);
  });
});
