/** Chapters, people and party events for the ticket and payment tests, written through the repositories. */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { keys } from '../../../functions/domains/keys';
import { partyEventItem, type PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { newTicketRecord } from '../../../functions/domains/ticketing/tickets';
import { assignRole } from '../../../functions/domains/people/roles/roles';
import { getItem, tableName } from '../../../functions/lib/db/table';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { giveTicket } from '../party-events/fixtures';
import { sessionOf } from '../../support/session';
import { newChapter, newUser, newUsers, type TestUser } from '../leaders/fixtures';

export { newChapter, newUser, newUsers, type TestUser };

/** A stored party event (active, in a week) of `chapterId`. */
export async function newEvent(chapterId: string, extra: Partial<PartyEvent> = {}): Promise<PartyEvent> {
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const event = {
    id: randomUUID(),
    chapterId,
    title: 'Spring Formal',
    date,
    time: '21:00',
    location: 'The Venue, Tuscaloosa',
    priceCents: 0,
    maxAttendees: 100,
    ticketsSold: 0,
    nationalKey: 'alpha-epsilon-phi',
    letters: 'ΑΕΦ',
    organizationName: 'Alpha Epsilon Phi',
    organizationType: 'sorority',
    schoolId: randomUUID(),
    schoolName: 'Test University',
    state: 'AL',
    description: '',
    alcoholAllowed: false,
    dressCode: null,
    ageRestriction: null,
    additionalInfo: null,
    status: 'active',
    createdBy: randomUUID(),
    createdAt: new Date().toISOString(),
    revenueCents: 0,
    checkedIn: 0,
    ...extra,
  } as PartyEvent;
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: partyEventItem(event) }));
  return event;
}

/** A president of `chapterId` (profile in the chapter and the role). */
export async function newLeader(chapterId: string): Promise<TestUser> {
  const user = await newUser({ chapterId });
  await assignRole({ chapterId, role: 'president', sub: user.sub, letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi', schoolName: 'Test U', createdAt: new Date().toISOString() });
  return user;
}

/** The stored event item's counters. */
export async function eventCounters(id: string): Promise<{ ticketsSold: number; revenueCents: number; checkedIn: number }> {
  const item = (await getItem(keys.partyEvent.item(id)))!;
  return { ticketsSold: Number(item.ticketsSold ?? 0), revenueCents: Number(item.revenueCents ?? 0), checkedIn: Number(item.checkedIn ?? 0) };
}

/** A stored profile's counters. */
export async function profileCounters(sub: string): Promise<{ ticketCount: number; attendedCount: number } | undefined> {
  const item = await getItem(keys.profile.item(sub));
  return item ? { ticketCount: Number(item.ticketCount ?? 0), attendedCount: Number(item.attendedCount ?? 0) } : undefined;
}

/** Runs `tasks` with at most `limit` in flight (all still concurrent against the emulator). */
export async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

const CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

/** A paid ticket of `user`, charged on the sandbox gateway and issued through the tickets repository. */
export async function paidTicket(event: PartyEvent, user: TestUser, now = new Date()) {
  const gateway = new SandboxGateway();
  const intent = await gateway.createIntent({ amountCents: event.priceCents, currency: 'usd', metadata: { eventId: event.id, sub: user.sub } });
  await gateway.charge(intent.id, sessionOf(user.sub), CARD, now);
  return { ticket: await giveTicket(user, event, { paymentIntentId: intent.id }), intentId: intent.id };
}

/** A free ticket of `event` for `sub`, not yet written: for tests that issue it through the tickets repository themselves. */
export function unsavedTicket(event: PartyEvent, sub: string) {
  const id = randomUUID();
  return newTicketRecord({
    id,
    eventId: event.id,
    sub,
    holderName: null,
    qrCode: 'q',
    amountPaidCents: 0,
    paymentIntentId: null,
    purchasedAt: new Date(0).toISOString(),
    event: { title: event.title, date: event.date, time: event.time, location: event.location, letters: event.letters, organizationName: event.organizationName, state: event.state },
  });
}
