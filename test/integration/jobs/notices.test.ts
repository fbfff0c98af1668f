/**
 * The ticketing e-mails through the work queue into the local SES inbox: the
 * receipt's .ics calendar file (the event's start in its venue's time
 * zone), a cancelled ticket, a transfer offered (to the friend) and accepted
 * (to the sender).
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { OfferTransferResponse, TicketResponse } from '../../../shared/api/types';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { sessionOf } from '../../support/session';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newUser } from '../tickets/fixtures';
import { storedMails, type StoredMail } from '../../support/inbox';

useFreshTable();
const queue = useJobQueue();

async function mailTitled(subject: string): Promise<StoredMail> {
  const find = async () => (await storedMails()).filter((m) => m.subject === subject);
  await expect.poll(async () => (await find()).length, { timeout: 30_000 }).toBe(1);
  return (await find())[0]!;
}

const freeTicket = async (eventId: string, claims: Record<string, unknown>) =>
  (await invoke<TicketResponse>('createFreeTicket', { params: { id: eventId }, claims })).json.ticket;

describe('notice e-mails and the calendar file', () => {
  it('the receipt carries the event as event.ics, starting at the venue’s wall time in its zone', async () => {
    // 21:00 on 2030-07-04 in Alabama (Central Daylight Time, UTC−5) is 02:00 UTC the next day.
    const event = await newEvent((await newChapter()).id, { title: `Calendar Party ${crypto.randomUUID()}`, date: '2030-07-04', time: '21:00', state: 'AL' });
    const user = await newUser();
    await freeTicket(event.id, user.claims);
    const mail = await mailTitled(`Your ticket: ${event.title}`);
    const ics = mail.attachments.find((a) => a.filename === 'event.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const text = Buffer.from(ics!.content, 'base64').toString('utf8');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART:20300705T020000Z');
    expect(text).toContain(`SUMMARY:${event.title}`);
    expect(text).toContain('LOCATION:The Venue\\, Tuscaloosa');
  });

  it('mails a cancelled ticket, a transfer offer to the friend and its acceptance to the sender', async () => {
    const event = await newEvent((await newChapter()).id, { title: `Notice Party ${crypto.randomUUID()}` });
    const holder = await newUser({ fullName: 'Holly Holder' });
    const friend = await newUser({ fullName: 'Frank Friend' });
    await sendFriendRequest(sessionOf(holder.sub), friend.sub, new Date());
    await acceptFriendRequest(sessionOf(friend.sub), holder.sub, new Date());

    const ticket = await freeTicket(event.id, holder.claims);
    const offered = await invoke<OfferTransferResponse>('offerTicketTransfer', { params: { id: ticket.id }, body: { friendId: friend.sub }, claims: holder.claims });
    const offerMail = await mailTitled(`Holly Holder offers you a ticket: ${event.title}`);
    expect(offerMail.destination.to).toEqual([friend.email]);
    expect(offerMail.body.html).toContain('My Tickets');

    const accepted = await invoke<{ ticket: { id: string } }>('acceptTicketTransfer', { params: { id: offered.json.offer.id }, claims: friend.claims });
    const acceptMail = await mailTitled(`Frank Friend accepted your ticket: ${event.title}`);
    expect(acceptMail.destination.to).toEqual([holder.email]);

    await invoke('cancelTicket', { params: { id: accepted.json.ticket.id }, claims: friend.claims });
    const cancelMail = await mailTitled(`Ticket cancelled: ${event.title}`);
    expect(cancelMail.destination.to).toEqual([friend.email]);
    expect(cancelMail.body.html).toContain('nothing to refund');
    await expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 0 });
  });
});
