import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../shared/dates';

describe('formatTime', () => {
  it('shows wall-clock times as 12-hour times with AM or PM', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('21:30')).toBe('9:30 PM');
    expect(formatTime('23:59')).toBe('11:59 PM');
  });
});
