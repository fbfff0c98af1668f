/**
 * Sober-monitor training: the Greek-life office records the day each chapter
 * member was trained, and a school may rule that training counts for N days.
 * Pure functions shared by the API (naming the monitors, the office's
 * record) and the SPA (the office's Chapters view, the paperwork panel); no
 * clock of their own — "today" is passed in.
 */
import { addCalendarDays } from './dates';

/** How far back a recorded training may be: older than this is a typing mistake, not a training. */
export const TRAINING_OLDEST_YEARS = 10;

/** The longest validity a school may set for the training, in days (the rules form's bound). */
export const TRAINING_VALID_DAYS_MAX = 1825;

/**
 * True when training taken on `trainedOn` still counts on `eventDate` for a
 * rule of `validDays`: taken on or before that day, and at most `validDays`
 * calendar days before it (wall dates, so no zone, DST or leap day shifts it).
 */
export function trainingValidOn(trainedOn: string | null | undefined, eventDate: string, validDays: number): boolean {
  if (!trainedOn || trainedOn > eventDate) return false;
  return addCalendarDays(trainedOn, validDays) >= eventDate;
}

/** Why a monitor may not be named for an event on `eventDate` under a rule of `validDays`, or null when their training counts. */
export function untrainedMonitorReason(name: string, trainedOn: string | null | undefined, eventDate: string, validDays: number): string | null {
  if (trainingValidOn(trainedOn, eventDate, validDays)) return null;
  if (!trainedOn) return `${name} has no sober-monitor training on record (required within ${validDays} days of the event on ${eventDate})`;
  if (trainedOn > eventDate) return `${name}'s sober-monitor training on ${trainedOn} is after the event on ${eventDate}`;
  return `${name}'s sober-monitor training on ${trainedOn} is more than ${validDays} days old on the event's date, ${eventDate}`;
}

export const TRAINING_IN_FUTURE = 'The training date cannot be in the future';
export const TRAINING_TOO_OLD = `The training date cannot be more than ${TRAINING_OLDEST_YEARS} years ago`;

/** Why `date` cannot be recorded as a training day when it is `today` at the school, or null when it can. */
export function trainingDateProblem(date: string, today: string): string | null {
  if (date > today) return TRAINING_IN_FUTURE;
  // The same calendar day that many years back (a 29 February compares between the 28th and 1 March).
  const oldest = `${String(Number(today.slice(0, 4)) - TRAINING_OLDEST_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (date < oldest) return TRAINING_TOO_OLD;
  return null;
}

/** How the packet and the paperwork panel show a monitor's training. */
export function trainingText(trainedOn: string | null | undefined): string {
  return trainedOn ? `Trained ${trainedOn}` : 'No training on record';
}

/**
 * Why the monitors named for an event may not all be named under its rules'
 * training rule (the first one refused), or null when every one's training
 * counts on the event's date — or the rules set no training rule.
 */
export function untrainedMonitor(
  event: { date: string; officeRules?: { monitorTrainingValidDays?: number | null } | null },
  monitors: readonly { sub: string; fullName: string }[],
  trainedOn: ReadonlyMap<string, string>,
): string | null {
  const validDays = event.officeRules?.monitorTrainingValidDays;
  if (!validDays) return null;
  for (const m of monitors) {
    const reason = untrainedMonitorReason(m.fullName, trainedOn.get(m.sub), event.date, validDays);
    if (reason) return reason;
  }
  return null;
}
