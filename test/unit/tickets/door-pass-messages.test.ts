import { describe, expect, it } from 'vitest';
import { passNotOpenYet } from '../../../functions/tickets/door-pass-scan';

describe('a door pass not open yet', () => {
  it("tells its opening as the venue's wall clock, across a daylight-saving change", () => {
    // 20:00 UTC is 1:00 PM in California once daylight time has begun (March 10, 2030), noon before it.
    expect(passNotOpenYet('2030-03-20T20:00:00.000Z', 'CA')).toBe('This door pass opens on March 20, 2030 at 1:00 PM');
    expect(passNotOpenYet('2030-03-01T20:00:00.000Z', 'CA')).toBe('This door pass opens on March 1, 2030 at 12:00 PM');
    expect(passNotOpenYet('2030-03-20T20:00:00.000Z', 'NY')).toBe('This door pass opens on March 20, 2030 at 4:00 PM');
  });
});
