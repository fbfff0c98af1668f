/** Sober-monitor training: when a recorded day counts on an event's date, and which days the office may record (no clock: "today" is given). */
import { describe, expect, it } from 'vitest';
import { TRAINING_IN_FUTURE, TRAINING_TOO_OLD, trainingDateProblem, trainingText, trainingValidOn, untrainedMonitor } from '../../../shared/monitor-training';

describe('trainingValidOn', () => {
  it('counts training on the event day and up to N days before it, not a day more', () => {
    expect(trainingValidOn('2031-10-18', '2031-10-18', 30)).toBe(true);
    expect(trainingValidOn('2031-09-18', '2031-10-18', 30)).toBe(true);
    expect(trainingValidOn('2031-09-17', '2031-10-18', 30)).toBe(false);
  });

  it('counts calendar days across a year end and across leap days', () => {
    expect(trainingValidOn('2031-12-31', '2032-01-30', 30)).toBe(true);
    expect(trainingValidOn('2031-12-30', '2032-01-30', 30)).toBe(false);
    // 2032 is a leap year: 29 February is a day of its own.
    expect(trainingValidOn('2032-02-28', '2032-03-01', 1)).toBe(false);
    expect(trainingValidOn('2032-02-29', '2032-03-01', 1)).toBe(true);
    expect(trainingValidOn('2031-02-28', '2031-03-01', 1)).toBe(true);
    // A year of 366 days: trained on 1 March 2031, valid 365 days, is over by 1 March 2032.
    expect(trainingValidOn('2031-03-01', '2032-02-29', 365)).toBe(true);
    expect(trainingValidOn('2031-03-01', '2032-03-01', 365)).toBe(false);
    expect(trainingValidOn('2032-02-29', '2033-02-28', 365)).toBe(true);
    expect(trainingValidOn('2032-02-29', '2033-03-01', 365)).toBe(false);
  });

  it('does not count no training, nor training after the event', () => {
    expect(trainingValidOn(null, '2031-10-18', 365)).toBe(false);
    expect(trainingValidOn(undefined, '2031-10-18', 365)).toBe(false);
    expect(trainingValidOn('2031-10-19', '2031-10-18', 365)).toBe(false);
  });
});

describe('untrainedMonitor', () => {
  const monitors = [
    { sub: 'a', fullName: 'Ana Able' },
    { sub: 'b', fullName: 'Ben Brown' },
  ];
  const event = (monitorTrainingValidDays: number | null | undefined) => ({ date: '2031-10-18', officeRules: { monitorTrainingValidDays } });

  it('names the first monitor whose training is missing, too old or after the event, with the dates', () => {
    expect(untrainedMonitor(event(30), monitors, new Map([['a', '2031-10-01']]))).toBe('Ben Brown has no sober-monitor training on record (required within 30 days of the event on 2031-10-18)');
    expect(untrainedMonitor(event(30), monitors, new Map([['a', '2031-09-17'], ['b', '2031-10-01']]))).toBe("Ana Able's sober-monitor training on 2031-09-17 is more than 30 days old on the event's date, 2031-10-18");
    expect(untrainedMonitor(event(30), monitors, new Map([['a', '2031-10-19'], ['b', '2031-10-01']]))).toBe("Ana Able's sober-monitor training on 2031-10-19 is after the event on 2031-10-18");
    expect(untrainedMonitor(event(30), monitors, new Map([['a', '2031-10-01'], ['b', '2031-09-18']]))).toBeNull();
  });

  it('checks nothing without a training rule', () => {
    for (const rule of [null, undefined]) expect(untrainedMonitor(event(rule), monitors, new Map())).toBeNull();
    expect(untrainedMonitor({ date: '2031-10-18', officeRules: null }, monitors, new Map())).toBeNull();
    expect(untrainedMonitor({ date: '2031-10-18' }, monitors, new Map())).toBeNull();
  });
});

describe('trainingDateProblem', () => {
  it('refuses a day after today and one more than ten years back, the same calendar day', () => {
    expect(trainingDateProblem('2031-09-02', '2031-09-01')).toBe(TRAINING_IN_FUTURE);
    expect(trainingDateProblem('2031-09-01', '2031-09-01')).toBeNull();
    expect(trainingDateProblem('2021-09-01', '2031-09-01')).toBeNull();
    expect(trainingDateProblem('2021-08-31', '2031-09-01')).toBe(TRAINING_TOO_OLD);
    // Today a 29 February: ten years back has none; the limit sorts between the 28th (too old) and 1 March.
    expect(trainingDateProblem('2022-03-01', '2032-02-29')).toBeNull();
    expect(trainingDateProblem('2022-02-28', '2032-02-29')).toBe(TRAINING_TOO_OLD);
  });

  it('shows the day, or that none is on record', () => {
    expect([trainingText('2031-09-01'), trainingText(null)]).toEqual(['Trained 2031-09-01', 'No training on record']);
  });
});
