import { describe, expect, it } from 'vitest';
import { guestCap, guestCapText, guestsPerMemberFor, overGuestCap } from '../../../shared/guest-cap';
import { schoolRulesSchema, DEFAULT_SCHOOL_RULES } from '../../../shared/school-rules';

const coloradoState = { guestsPerMember: 6, largeChapterMembers: 40, guestsPerMemberLarge: 3 };

describe('the member-to-guest cap', () => {
  it('is members × k, the second k from the chapter size on, none without a k', () => {
    expect([1, 39, 40, 41].map((m) => guestsPerMemberFor(coloradoState, m))).toEqual([6, 6, 3, 3]);
    expect([10, 39, 40].map((m) => guestCap(coloradoState, m))).toEqual([60, 234, 120]);
    expect(guestCap({ guestsPerMember: 4 }, 50)).toBe(200);
    expect(guestCap({}, 50)).toBeNull();
    expect(guestCap({ guestsPerMember: null, largeChapterMembers: null, guestsPerMemberLarge: null }, 50)).toBeNull();
  });

  it('says the cap and refuses only a capacity over it', () => {
    expect(guestCapText(coloradoState, 10)).toBe('At most 60 guests: 10 members × 6 guests per member');
    expect(overGuestCap(coloradoState, 10, 60)).toBeNull();
    expect(overGuestCap(coloradoState, 10, 61)).toBe("Capacity 61 is over the school's member-to-guest cap. At most 60 guests: 10 members × 6 guests per member");
    expect(overGuestCap({}, 0, 1000)).toBeNull();
  });

  it('is optional in the rules, its second figure given whole or not at all', () => {
    const base = { ...DEFAULT_SCHOOL_RULES };
    expect(schoolRulesSchema.safeParse(base).success).toBe(true);
    expect(schoolRulesSchema.safeParse({ ...base, ...coloradoState }).success).toBe(true);
    expect(schoolRulesSchema.safeParse({ ...base, guestsPerMember: 6, largeChapterMembers: 40 }).success).toBe(false);
    expect(schoolRulesSchema.safeParse({ ...base, largeChapterMembers: 40, guestsPerMemberLarge: 3 }).success).toBe(false);
    expect(schoolRulesSchema.safeParse({ ...base, guestsPerMember: 0 }).success).toBe(false);
  });
});
