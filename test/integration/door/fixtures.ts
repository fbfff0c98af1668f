/** A chapter's event with a president and ticket holders, for the door tests. */
import type { TicketResponse } from '../../../shared/api/types';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { invoke } from '../../support/invoke';
import { newChapter, newEvent, newLeader, newUser } from '../tickets/fixtures';

export async function doorSetup(holderNames: string[] = ['Sam Q. Student'], eventExtra: Partial<PartyEvent> = {}) {
  const chapter = await newChapter();
  const leader = await newLeader(chapter.id);
  const event = await newEvent(chapter.id, eventExtra);
  const holders = await Promise.all(holderNames.map((fullName) => newUser({ fullName })));
  const tickets = await Promise.all(
    holders.map(async (holder) => (await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: holder.claims })).json.ticket),
  );
  return { chapter, leader, event, holders, tickets };
}
