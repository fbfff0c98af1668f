/**
 * Live tickets against DynamoDB Local, the local SQS and the local SES: the
 * event's choice of codes, a ticket put on the phone that first opens it, a
 * move to another phone by the code e-mailed to the account (at most three,
 * never two at once), and the door online and at an offline sync checking
 * codes with the key of the phone the ticket is on.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DoorPassRoster, EventAnalyticsResponse, OfferTransferResponse, TransferDecisionResponse, DoorRosterResponse, DoorSyncResponse, LiveTicketResponse, PhoneMoveStartedResponse, TicketResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { LIVE_CODE_EXPIRED, LIVE_CODE_OTHER_PHONE, LIVE_STEP_MS, LIVE_TICKET_FIXED_CODE, liveStep, signLiveCode } from '../../../shared/live-code';
import { MAX_PHONE_MOVES, PHONE_MOVE_CODE_WRONG, PHONE_MOVE_LIMIT, FIXED_CODE_TICKET, PHONE_KEY_INVALID } from '../../../shared/live-ticket';
import { clock } from '../../../functions/lib/clock';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { signTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { doorName } from '../../../functions/domains/ticketing/door/door-name';
import { ENTRY_GRANTED, TICKET_CANCELLED, TICKET_TRANSFERRED } from '../../../functions/domains/ticketing/messages';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { sessionOf } from '../../support/session';
import { storedMails } from '../../support/inbox';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser, type TestUser } from './fixtures';
import { MOVE_CODE, newPhone, pendingMoveWithCode } from './live-fixtures';
import { openAround, passToken, storedDoorPass } from '../door-pass/fixtures';

useFreshTable();
useJobQueue();

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

/** A fixed instant at the start of a step, so steps are counted exactly. */
const T0 = new Date(liveStep(Date.parse('2030-05-01T20:00:00Z')) * LIVE_STEP_MS + LIVE_STEP_MS);
const at = (ms: number) => new Date(T0.getTime() + ms);

type Live = LiveTicketResponse & { message?: string };
const open = (user: TestUser, ticketId: string, publicKey: string) => invoke<Live>('openLiveTicket', { params: { id: ticketId }, body: { publicKey }, claims: user.claims });
const startMove = (user: TestUser, ticketId: string, publicKey: string) =>
  invoke<PhoneMoveStartedResponse & { message?: string }>('startPhoneMove', { params: { id: ticketId }, body: { publicKey }, claims: user.claims });
const confirmMove = (user: TestUser, ticketId: string, code: string) => invoke<Live>('confirmPhoneMove', { params: { id: ticketId }, body: { code }, claims: user.claims });
const scan = (leader: TestUser, eventId: string, qrCode: string) => invoke<ValidateTicketResponse>('validateTicket', { claims: leader.claims, body: { eventId, qrCode } });

/** A live event with a president, and a holder's ticket for it. */
async function liveTicket() {
  const chapterId = (await newChapter()).id;
  const event = await newEvent(chapterId, { ticketCodes: 'live' });
  const holder = await newUser();
  const res = await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: holder.claims });
  return { event, holder, leader: await newLeader(chapterId), ticket: res.json.ticket };
}

async function moveCodeMailedTo(email: string): Promise<string> {
  const find = async () => (await storedMails()).filter((m) => m.destination.to.includes(email) && m.subject.startsWith('Your code to move your ticket'));
  await expect.poll(async () => (await find()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return /(\d{6})$/.exec((await find()).at(-1)!.subject)![1]!;
}

describe('the code an event chooses', () => {
  const body = (extra: Record<string, unknown>) => ({ title: 'Formal', date: '2031-04-01', time: '20:00', location: 'House', maxAttendees: 120, description: '', ...extra });

  it('is live for a paid event and fixed for a free one unless the leader chooses', async () => {
    const chapter = await newChapter();
    const president = await newLeader(chapter.id);
    const created = async (extra: Record<string, unknown>) => {
      const res = await invoke<{ event: { id: string } }>('createPartyEvent', { body: body(extra), claims: president.claims });
      expect(res.statusCode).toBe(201);
      return (await getPartyEvent(res.json.event.id))?.ticketCodes;
    };
    expect(await created({ priceCents: 1500 })).toBe('live');
    expect(await created({ priceCents: 0 })).toBe('fixed');
    expect(await created({ priceCents: 0, ticketCodes: 'live' })).toBe('live');
    expect(await created({ priceCents: 1500, ticketCodes: 'fixed' })).toBe('fixed');
    const refused = await invoke<{ message: string }>('createPartyEvent', { body: body({ priceCents: 0, ticketCodes: 'rotating' }), claims: president.claims });
    expect([refused.statusCode, refused.json.message]).toEqual([400, 'Please choose live or fixed ticket codes']);
  });

  it('makes a live ticket, whose fixed code is never handed out and never opens the door', async () => {
    const { event, leader, ticket } = await liveTicket();
    expect(ticket).toMatchObject({ live: true, qrCode: '' });
    expect((await scan(leader, event.id, signTicketCode(ticket.id, event.id))).json).toMatchObject({ valid: false, message: LIVE_TICKET_FIXED_CODE });
  });
});

describe('the phone a live ticket is on', () => {
  it('is the first to open it; another phone is told so and the holder alone may open it', async () => {
    const { holder, ticket } = await liveTicket();
    const [first, second] = await Promise.all([newPhone(), newPhone()]);
    expect((await open(holder, ticket.id, first.publicKey)).json).toMatchObject({ phone: 'this', status: 'valid', movesLeft: MAX_PHONE_MOVES });
    expect((await open(holder, ticket.id, first.publicKey)).json.phone).toBe('this');
    expect((await open(holder, ticket.id, second.publicKey)).json.phone).toBe('other');
    expect((await getTicket(ticket.id))?.phoneKey).toBe(first.publicKey);

    const stranger = await newUser();
    expect((await open(stranger, ticket.id, second.publicKey)).statusCode).toBe(404);
    // 87 characters of base64url that are no point of the curve.
    const res = await open(holder, ticket.id, 'A'.repeat(87));
    expect([res.statusCode, res.json.message]).toEqual([400, PHONE_KEY_INVALID]);
  });

  it('is one phone when two open the ticket at once', async () => {
    const { holder, ticket } = await liveTicket();
    const phones = await Promise.all(Array.from({ length: 4 }, () => newPhone()));
    const answers = await Promise.all(phones.map((p) => open(holder, ticket.id, p.publicKey)));
    expect(answers.map((a) => a.json.phone).sort()).toEqual(['other', 'other', 'other', 'this']);
    const winner = phones[answers.findIndex((a) => a.json.phone === 'this')]!;
    expect((await getTicket(ticket.id))?.phoneKey).toBe(winner.publicKey);
  });

  it('is none for a fixed ticket (refused) or one no longer valid', async () => {
    const chapterId = (await newChapter()).id;
    const holder = await newUser();
    const fixed = await newEvent(chapterId);
    const ticket = (await invoke<TicketResponse>('createFreeTicket', { params: { id: fixed.id }, claims: holder.claims })).json.ticket;
    const res = await open(holder, ticket.id, (await newPhone()).publicKey);
    expect([res.statusCode, res.json.message]).toEqual([400, FIXED_CODE_TICKET]);

    const live = await liveTicket();
    expect((await invoke('cancelTicket', { params: { id: live.ticket.id }, claims: live.holder.claims })).statusCode).toBe(200);
    expect((await open(live.holder, live.ticket.id, (await newPhone()).publicKey)).json).toMatchObject({ phone: 'none', status: 'cancelled' });
  });
});

describe('a live ticket given to a friend', () => {
  it("is live for the friend, on the friend's phone once they open it; the giver's phone shows it transferred", async () => {
    const { event, holder, leader, ticket } = await liveTicket();
    const [givers, friends] = await Promise.all([newPhone(), newPhone()]);
    await open(holder, ticket.id, givers.publicKey);
    const friend = await newUser();
    await sendFriendRequest(sessionOf(holder.sub), friend.sub, new Date());
    await acceptFriendRequest(sessionOf(friend.sub), holder.sub, new Date());
    const offered = await invoke<OfferTransferResponse>('offerTicketTransfer', { params: { id: ticket.id }, body: { friendId: friend.sub }, claims: holder.claims });
    const accepted = await invoke<TransferDecisionResponse>('acceptTicketTransfer', { params: { id: offered.json.offer.id }, claims: friend.claims });
    const given = accepted.json.ticket!;
    expect(given).toMatchObject({ live: true, qrCode: '' });

    expect((await open(holder, ticket.id, givers.publicKey)).json).toMatchObject({ phone: 'none', status: 'transferred' });
    expect((await open(friend, given.id, friends.publicKey)).json).toMatchObject({ phone: 'this', status: 'valid' });
    const step = liveStep(Date.now());
    expect((await scan(leader, event.id, await signLiveCode(givers.keys.privateKey, ticket.id, event.id, step))).json.message).toBe(TICKET_TRANSFERRED);
    expect((await scan(leader, event.id, await signLiveCode(friends.keys.privateKey, given.id, event.id, step))).json.message).toBe(ENTRY_GRANTED);
  });
});

describe('moving a live ticket to another phone', () => {
  it('takes the code e-mailed to the account; then the old phone is refused at the door and in the roster', async () => {
    const { event, holder, leader, ticket } = await liveTicket();
    const [oldPhone, newOne] = await Promise.all([newPhone(), newPhone()]);
    await open(holder, ticket.id, oldPhone.publicKey);

    const started = await startMove(holder, ticket.id, newOne.publicKey);
    expect(started.statusCode).toBe(202);
    expect(started.json.sentTo).toBe(holder.email.replace(/^(.)[^@]*/, '$1***'));
    const code = await moveCodeMailedTo(holder.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await confirmMove(holder, ticket.id, wrong)).json.message).toBe(PHONE_MOVE_CODE_WRONG);
    expect((await getTicket(ticket.id))?.phoneKey).toBe(oldPhone.publicKey);
    expect((await confirmMove(holder, ticket.id, code)).json).toMatchObject({ phone: 'this', movesLeft: MAX_PHONE_MOVES - 1 });
    // The code is spent.
    expect((await confirmMove(holder, ticket.id, code)).statusCode).toBe(400);

    const roster = await invoke<DoorRosterResponse>('getDoorRoster', { params: { id: event.id }, claims: leader.claims });
    expect(roster.json.tickets.find((t) => t.id === ticket.id)).toMatchObject({ live: true, phoneKey: newOne.publicKey });
    // A volunteer's door pass refreshes the same roster: it carries the new phone's key too.
    const pass = await storedDoorPass(event, openAround(clock.now()));
    const passRoster = await invoke<DoorPassRoster>('getDoorPassRoster', { params: { id: pass.id }, headers: { authorization: `Bearer ${passToken(pass, clock.now())}` } });
    expect(passRoster.json.tickets.find((t) => t.id === ticket.id)).toMatchObject({ live: true, phoneKey: newOne.publicKey });
    const step = liveStep(Date.now());
    expect((await scan(leader, event.id, await signLiveCode(oldPhone.keys.privateKey, ticket.id, event.id, step))).json.message).toBe(LIVE_CODE_OTHER_PHONE);
    expect((await scan(leader, event.id, await signLiveCode(newOne.keys.privateKey, ticket.id, event.id, step))).json.message).toBe(ENTRY_GRANTED);
    const analytics = await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, claims: leader.claims });
    expect(analytics.json.phoneMoves).toEqual([{ ticketId: ticket.id, holder: doorName(holder.fullName), moves: 1, lastMovedAt: expect.any(String) }]);
  });

  it(`stops after ${MAX_PHONE_MOVES} moves, and two confirmations of one move move the ticket once`, async () => {
    const { holder, ticket } = await liveTicket();
    await open(holder, ticket.id, (await newPhone()).publicKey);
    for (let move = 1; move <= MAX_PHONE_MOVES; move++) {
      await pendingMoveWithCode(ticket.id, (await newPhone()).publicKey, MOVE_CODE, new Date());
      const answers = await Promise.all([confirmMove(holder, ticket.id, MOVE_CODE), confirmMove(holder, ticket.id, MOVE_CODE)]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect((await getTicket(ticket.id))?.phoneMoves).toBe(move);
    }
    const refused = await startMove(holder, ticket.id, (await newPhone()).publicKey);
    expect([refused.statusCode, refused.json.message]).toEqual([409, PHONE_MOVE_LIMIT]);
    // A move readied before the limit was reached cannot pass it either.
    await pendingMoveWithCode(ticket.id, (await newPhone()).publicKey, MOVE_CODE, new Date());
    expect((await confirmMove(holder, ticket.id, MOVE_CODE)).json.message).toBe(PHONE_MOVE_LIMIT);
    expect((await getTicket(ticket.id))?.phoneMoves).toBe(MAX_PHONE_MOVES);
  });

  it('voids a code after five wrong guesses', async () => {
    const { holder, ticket } = await liveTicket();
    await open(holder, ticket.id, (await newPhone()).publicKey);
    await pendingMoveWithCode(ticket.id, (await newPhone()).publicKey, MOVE_CODE, new Date());
    for (let guess = 0; guess < 5; guess++) expect((await confirmMove(holder, ticket.id, `10000${guess}`)).json.message).toBe(PHONE_MOVE_CODE_WRONG);
    expect((await confirmMove(holder, ticket.id, MOVE_CODE)).json.message).toBe('That code has expired: ask for a new one');
  });
});

describe('the door and a live code', () => {
  it('admits a code of step t at the door steps t-1..t+1 and calls it expired outside them', async () => {
    const { event, holder, leader, ticket } = await liveTicket();
    const phone = await newPhone();
    await open(holder, ticket.id, phone.publicKey);
    const code = await signLiveCode(phone.keys.privateKey, ticket.id, event.id, liveStep(T0.getTime()));
    clock.now = () => at(45_000);
    expect((await scan(leader, event.id, code)).json).toMatchObject({ valid: false, message: LIVE_CODE_EXPIRED });
    clock.now = () => at(-LIVE_STEP_MS - 1);
    expect((await scan(leader, event.id, code)).json.message).toBe(LIVE_CODE_EXPIRED);
    clock.now = () => at(2 * LIVE_STEP_MS - 1);
    expect((await scan(leader, event.id, code)).json).toMatchObject({ valid: true, message: ENTRY_GRANTED });
  });

  it("refuses a cancelled live ticket's genuine code as cancelled", async () => {
    const { event, holder, leader, ticket } = await liveTicket();
    const phone = await newPhone();
    await open(holder, ticket.id, phone.publicKey);
    await invoke('cancelTicket', { params: { id: ticket.id }, claims: holder.claims });
    const code = await signLiveCode(phone.keys.privateKey, ticket.id, event.id, liveStep(Date.now()));
    expect((await scan(leader, event.id, code)).json.message).toBe(TICKET_CANCELLED);
  });

  it('at a sync, checks an offline scan at its own instant with the phone the ticket was on then', async () => {
    const { event, holder, leader, ticket } = await liveTicket();
    const [oldPhone, newOne] = await Promise.all([newPhone(), newPhone()]);
    clock.now = () => T0;
    await open(holder, ticket.id, oldPhone.publicKey);
    const scannedAt = at(5_000);
    const code = await signLiveCode(oldPhone.keys.privateKey, ticket.id, event.id, liveStep(scannedAt.getTime()));
    // The ticket moves after the scan, and the door syncs an hour later: the admission stands.
    clock.now = () => at(60_000);
    await pendingMoveWithCode(ticket.id, newOne.publicKey, MOVE_CODE, clock.now());
    expect((await confirmMove(holder, ticket.id, MOVE_CODE)).statusCode).toBe(200);
    clock.now = () => at(3_600_000);
    const sync = (qrCode: string, when: Date) =>
      invoke<DoorSyncResponse>('syncDoorScans', {
        claims: leader.claims,
        body: { eventId: event.id, deviceId: randomUUID(), scans: [{ scanId: randomUUID(), qrCode, scannedAt: when.toISOString(), decision: 'admitted' }] },
      });
    // The old phone's code scanned after the move: refused.
    const late = await sync(await signLiveCode(oldPhone.keys.privateKey, ticket.id, event.id, liveStep(at(120_000).getTime())), at(120_000));
    expect(late.json.results[0]).toMatchObject({ outcome: 'refused', message: LIVE_CODE_OTHER_PHONE });
    expect((await sync(code, scannedAt)).json.results[0]).toMatchObject({ outcome: 'recorded', message: ENTRY_GRANTED });
  });
});
