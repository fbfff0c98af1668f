/** The door roster's 21+ flag: per ticket, the holder's age band on the event's day, only where the door needs it. */
import '../../support/emulators.setup';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clock } from '../../../functions/lib/clock';
import type { DoorRosterResponse, TicketResponse } from '../../../shared/api/types';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser } from '../tickets/fixtures';
import { mentionsYear } from '../../support/private-text';

useFreshTable();
// Ticket sales before the event, whatever today is.
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(new Date('2031-03-02T17:00:00.000Z'));
});
afterEach(() => vi.restoreAllMocks());

const EVENT_DATE = '2031-03-20';

async function holderBornOn(eventId: string, dateOfBirth: string | null) {
  const holder = await newUser({ fullName: 'Riley Q. Student' });
  if (dateOfBirth) await invoke('updateMyProfile', { claims: holder.claims, body: { dateOfBirth } });
  return (await invoke<TicketResponse>('createFreeTicket', { params: { id: eventId }, claims: holder.claims })).json.ticket.id;
}

it('flags each ticket 21+, under 21 or unknown for an event with alcohol, and carries no flag (nor anything else) otherwise', async () => {
  const chapter = await newChapter();
  const leader = await newLeader(chapter.id);
  const bar = await newEvent(chapter.id, { date: EVENT_DATE, alcoholAllowed: true });
  const dry = await newEvent(chapter.id, { date: EVENT_DATE });
  // Turns 21 on the event's day: 21+ then; a day later: under 21.
  const [adult, minor, unknown] = [await holderBornOn(bar.id, '2010-03-20'), await holderBornOn(bar.id, '2010-03-21'), await holderBornOn(bar.id, null)];
  await holderBornOn(dry.id, '2010-03-21');

  const withBar = await invoke<DoorRosterResponse>('getDoorRoster', { claims: leader.claims, params: { id: bar.id } });
  expect(withBar.json).toMatchObject({ alcohol: true, ageLimit: 'none' });
  expect(Object.fromEntries(withBar.json.tickets.map((t) => [t.id, t.ageBand]))).toEqual({ [adult]: '21+', [minor]: 'under21', [unknown]: 'unknown' });
  for (const ticket of withBar.json.tickets) expect(Object.keys(ticket).sort()).toEqual(['ageBand', 'holder', 'id', 'status']);
  expect(withBar.text).not.toMatch(/dateOfBirth|Student/);
  expect(mentionsYear(withBar.text, '2010')).toBe(false);

  const withoutBar = await invoke<DoorRosterResponse>('getDoorRoster', { claims: leader.claims, params: { id: dry.id } });
  expect(withoutBar.json.alcohol).toBe(false);
  expect(Object.keys(withoutBar.json.tickets[0]!).sort()).toEqual(['holder', 'id', 'status']);
});
