/**
 * The member-to-guest cap, a school rule: an event's capacity is at most
 * its chapter's members × k guests, k set by the school and optionally a
 * second k from a chapter size on (Colorado State: 6 below 40 members, 3 at
 * 40 or more). Pure, for the API (Create Event refuses more) and the SPA.
 */
import { plural } from './numbers';

export interface GuestCapRule {
  /** Guests per member; absent or null = no cap. */
  guestsPerMember?: number | null;
  /** From this many members on, `guestsPerMemberLarge` applies instead. */
  largeChapterMembers?: number | null;
  guestsPerMemberLarge?: number | null;
}

/** Guests per member for a chapter of `members`, or null when the school sets no cap. */
export function guestsPerMemberFor(rule: GuestCapRule, members: number): number | null {
  if (!rule.guestsPerMember) return null;
  const large = rule.largeChapterMembers && rule.guestsPerMemberLarge && members >= rule.largeChapterMembers;
  return large ? rule.guestsPerMemberLarge! : rule.guestsPerMember;
}

/** The most guests a chapter of `members` may host, or null without a cap. */
export function guestCap(rule: GuestCapRule, members: number): number | null {
  const k = guestsPerMemberFor(rule, members);
  return k === null ? null : members * k;
}

/** The cap in words: "At most 60 guests: 10 members × 6 guests per member". */
export function guestCapText(rule: GuestCapRule, members: number): string | null {
  const k = guestsPerMemberFor(rule, members);
  return k === null ? null : `At most ${plural(members * k, 'guest')}: ${plural(members, 'member')} × ${plural(k, 'guest')} per member`;
}

/** Why `capacity` is over the cap (the cap in words), or null when it is within it or there is none. */
export function overGuestCap(rule: GuestCapRule, members: number, capacity: number): string | null {
  const cap = guestCap(rule, members);
  return cap !== null && capacity > cap ? `Capacity ${capacity} is over the school's member-to-guest cap. ${guestCapText(rule, members)}` : null;
}
