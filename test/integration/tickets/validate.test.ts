/** The door (docs/spec/leader-admin-side.md §2 Validate Event Ticket): permissions, QR checks and single-use redemption. */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyTicketsResponse, TicketResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { signTextTicketCode, signTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newLeader, newUser, profileCounters } from './fixtures';

useFreshTable();

const validate = (claims: Record<string, unknown>, body: Record<string, unknown>) =>
  invoke<ValidateTicketResponse & { message: string }>('validateTicket', { claims, body });

async function setup() {
  const chapter = await newChapter();
  const leader = await newLeader(chapter.id);
  const event = await newEvent(chapter.id);
  const holder = await newUser({ fullName: 'Sam Student' });
  const res = await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: holder.claims });
  return { chapter, leader, event, holder, ticket: res.json.ticket };
}

afterEach(() => vi.restoreAllMocks());

describe('validateTicket', () => {
  it('grants entry once, counts the check-in, then says already used; My Tickets says when and where', async () => {
    const { leader, event, holder, ticket } = await setup();
    const scannedAt = new Date('2026-11-24T03:41:00.000Z');
    vi.spyOn(clock, 'now').mockReturnValue(scannedAt);
    const ok = await validate(leader.claims, { eventId: event.id, qrCode: ticket.qrCode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json).toMatchObject({ valid: true, message: 'Ticket validated successfully! Entry granted.', ticket: { id: ticket.id, holderName: 'Sam Student' } });
    const again = await validate(leader.claims, { eventId: event.id, qrCode: ticket.qrCode });
    expect(again.json).toMatchObject({ valid: false, message: 'This ticket has already been used' });
    expect((await eventCounters(event.id)).checkedIn).toBe(1);
    expect((await profileCounters(holder.sub))?.attendedCount).toBe(1);
    const mine = await invoke<MyTicketsResponse>('listMyTickets', { claims: holder.claims });
    expect(mine.json.tickets[0]).toMatchObject({ status: 'used', usedAt: scannedAt.toISOString(), event: { state: 'AL' } });
  });

  it('reports success again for a retried request of the same scan', async () => {
    const { leader, event, ticket } = await setup();
    const scanId = randomUUID();
    const first = await validate(leader.claims, { eventId: event.id, qrCode: ticket.qrCode, scanId });
    const retry = await validate(leader.claims, { eventId: event.id, qrCode: ticket.qrCode, scanId });
    expect([first.json.valid, retry.json.valid]).toEqual([true, true]);
    const other = await validate(leader.claims, { eventId: event.id, qrCode: ticket.qrCode, scanId: randomUUID() });
    expect(other.json).toMatchObject({ valid: false, message: 'This ticket has already been used' });
    expect((await eventCounters(event.id)).checkedIn).toBe(1);
  });

  it('lets exactly one of 100 parallel scans in', async () => {
    const { leader, event, ticket } = await setup();
    const results = await Promise.all(Array.from({ length: 100 }, () => validate(leader.claims, { eventId: event.id, qrCode: ticket.qrCode })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json.message === 'Ticket validated successfully! Entry granted.')).toHaveLength(1);
    expect(results.filter((r) => r.json.message === 'This ticket has already been used')).toHaveLength(99);
    expect((await eventCounters(event.id)).checkedIn).toBe(1);
  });

  it('opens the door only to the canonical code: no lower case, upper-case id or other tail bits; the text code issued before still opens it', async () => {
    const { leader, event, ticket } = await setup();
    expect(ticket.qrCode).toMatch(/^T1[A-Z2-7]{136}$/);
    // The same ticket's code as issued before compact codes: `<id>.<base64url signature>`.
    const textCode = signTextTicketCode(ticket.id, event.id);
    const [id, tag] = textCode.split('.') as [string, string];
    // The last of the signature's 86 characters has 4 unused bits: flipping one decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const tailBits = `${id}.${tag.slice(0, -1)}${alphabet[alphabet.indexOf(tag.at(-1)!) ^ 1]}`;
    expect(Buffer.from(tailBits.split('.')[1]!, 'base64url').equals(Buffer.from(tag, 'base64url'))).toBe(true);
    for (const variant of [ticket.qrCode.toLowerCase(), `${ticket.qrCode}=`, `${ticket.qrCode}A`, `${id.toUpperCase()}.${tag}`, tailBits, `${textCode}=`]) {
      expect((await validate(leader.claims, { eventId: event.id, qrCode: variant })).json, variant).toMatchObject({
        valid: false,
        message: 'Invalid QR code - ticket not found',
      });
    }
    expect((await eventCounters(event.id)).checkedIn).toBe(0);
    expect((await validate(leader.claims, { eventId: event.id, qrCode: textCode })).json.valid).toBe(true);
    expect((await validate(leader.claims, { eventId: event.id, qrCode: ticket.qrCode })).json.message).toBe('This ticket has already been used');
  });

  it('refuses forged codes and codes of another event', async () => {
    const { chapter, leader, event, ticket } = await setup();
    const forged = `${ticket.id}.${Buffer.alloc(32, 7).toString('base64url')}`;
    expect((await validate(leader.claims, { eventId: event.id, qrCode: forged })).json).toMatchObject({ valid: false, message: 'Invalid QR code - ticket not found' });
    const wrongSecret = signTicketCode(ticket.id, event.id, 'not-the-server-secret');
    expect((await validate(leader.claims, { eventId: event.id, qrCode: wrongSecret })).json.message).toBe('Invalid QR code - ticket not found');
    expect((await validate(leader.claims, { eventId: event.id, qrCode: 'garbage' })).json.message).toBe('Invalid QR code - ticket not found');
    const second = await newEvent(chapter.id);
    expect((await validate(leader.claims, { eventId: second.id, qrCode: ticket.qrCode })).json).toMatchObject({ valid: false, message: 'This ticket is for a different event' });
    expect((await eventCounters(event.id)).checkedIn).toBe(0);
  });

  it('requires a leader of the event’s own organization, then both fields', async () => {
    const { chapter, leader, event, ticket, holder } = await setup();
    // The right to call comes first: a student's blank request is refused as a student's, not as a blank one.
    const blankStudent = await validate(holder.claims, { eventId: event.id, qrCode: '  ' });
    expect([blankStudent.statusCode, blankStudent.json.message]).toEqual([403, 'You must belong to an organization']);
    const blank = await validate(leader.claims, { eventId: event.id, qrCode: '  ' });
    expect([blank.statusCode, blank.json.message]).toEqual([400, 'Please enter both QR code and event ID']);
    const student = await validate(holder.claims, { eventId: event.id, qrCode: ticket.qrCode });
    expect([student.statusCode, student.json.message]).toEqual([403, 'You must belong to an organization']);
    const member = await newUser({ chapterId: chapter.id });
    const noRole = await validate(member.claims, { eventId: event.id, qrCode: ticket.qrCode });
    expect([noRole.statusCode, noRole.json.message]).toEqual([403, 'Only organization leaders can validate tickets']);
    const otherLeader = await newLeader((await newChapter()).id);
    const foreign = await validate(otherLeader.claims, { eventId: event.id, qrCode: ticket.qrCode });
    expect([foreign.statusCode, foreign.json.message]).toEqual([403, "You can only validate tickets for your organization's events"]);
    expect((await eventCounters(event.id)).checkedIn).toBe(0);
  });
});
