/**
 * Chapters, people and events for the party-event tests, written through the
 * repositories (people and chapters from the leader tests' fixtures).
 */
import type { ChapterDetail } from '../../../shared/api/types';
import { writeTicket } from '../../../functions/domains/ticketing/issuance/ticket-issuance';
import { chapterLabelOf } from '../../../functions/domains/ticketing/sale-counts';
import { redeemTicket } from '../../../functions/domains/ticketing/door/redemption';
import { newTicketRecord, type TicketRecord } from '../../../functions/domains/ticketing/tickets';
import type { Role } from '../../../shared/limits';
import { partyEvent, writePartyEvents } from '../support/fixtures';
import { giveRoleTo, newUser, type TestUser } from '../leaders/fixtures';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { randomUUID } from 'node:crypto';

export { newAdmin, newChapter, newUser, type TestUser } from '../leaders/fixtures';

/** A stored active event of `chapter`. */
export async function newEvent(chapter: ChapterDetail, date: string, time = '21:00', extra: Partial<PartyEvent> = {}): Promise<PartyEvent> {
  const event = partyEvent(chapter, date, time, extra);
  await writePartyEvents([event]);
  return event;
}

/** A member of `chapter` holding `role` there. */
export async function newLeader(chapter: ChapterDetail, role: Role = 'president', fullName?: string): Promise<TestUser> {
  const user = await newUser({ chapterId: chapter.id, fullName });
  await giveRoleTo(user, chapter, role);
  return user;
}

/** A ticket for `user`, issued through the tickets repository (and redeemed at the door when `used`). */
export async function giveTicket(
  user: TestUser,
  event: PartyEvent,
  opts: { used?: boolean; purchasedAt?: string; paymentIntentId?: string; live?: boolean; phoneKey?: string } = {},
): Promise<TicketRecord> {
  const id = randomUUID();
  const ticket = newTicketRecord({
    id,
    eventId: event.id,
    sub: user.sub,
    holderName: user.fullName,
    qrCode: `${id}.test`,
    amountPaidCents: event.priceCents,
    paymentIntentId: opts.paymentIntentId ?? null,
    purchasedAt: opts.purchasedAt ?? new Date().toISOString(),
    event: { title: event.title, date: event.date, time: event.time, location: event.location, letters: event.letters, organizationName: event.organizationName },
    // A live ticket, on the phone with `phoneKey` when one is given.
    ...(opts.live || opts.phoneKey ? { liveCodes: true as const } : {}),
    ...(opts.phoneKey ? { phoneKey: opts.phoneKey } : {}),
  });
  if (!(await writeTicket(ticket, chapterLabelOf(event)))) throw new Error('writeTicket: refused');
  if (opts.used) {
    const redeemed = await redeemTicket(ticket, randomUUID(), new Date().toISOString());
    if (redeemed.kind !== 'redeemed') throw new Error(`redeemTicket: ${redeemed.kind}`);
    return redeemed.ticket;
  }
  return ticket;
}
