import { describe, expect, it } from 'vitest';
import { formatStatuses, unexpectedAnswers } from '../../load/invariants';

describe("a burst's answers by status", () => {
  it('allows a ticket (2xx), Sold Out (409) and busy (503, asked again), and counts every other answer against the run', () => {
    expect(unexpectedAnswers({ 201: 50, 200: 3, 409: 947, 503: 12 })).toBe(0);
    expect(unexpectedAnswers({ 201: 4, 409: 900, 500: 46, 502: 1, 400: 2 })).toBe(49);
    expect(formatStatuses({ 201: 50, 409: 904, 500: 46 })).toBe('50 × 201 · 904 × 409 · 46 × 500');
    expect(formatStatuses({})).toBe('none');
  });
});
