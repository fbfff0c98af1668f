/**
 * The member-to-guest cap at Create Event: the chapter's members are counted
 * from its member list (one Query) only when its school sets a cap. The
 * event's capacity is checked once, here; tickets are then bounded by the
 * capacity, so the cap holds at issuance without counting members per ticket.
 */
import { guestCap, overGuestCap, type GuestCapRule } from '../../../../shared/guest-cap';
import { membersFrom, readMemberSources } from '../../people/roles/chapter-members';

/** How many members the chapter has now (profiles naming it and role holders, each once). */
export async function countChapterMembers(chapterId: string): Promise<number> {
  return membersFrom(await readMemberSources(chapterId)).length;
}

/** Why `capacity` is over the cap of the school's `rule` for the chapter, or null (no cap, or within it). */
export async function guestCapRefusal(chapterId: string, rule: GuestCapRule | undefined, capacity: number): Promise<string | null> {
  if (!rule || guestCap(rule, 0) === null) return null;
  return overGuestCap(rule, await countChapterMembers(chapterId), capacity);
}
