import { formatInstantInState } from '../../../../shared/dates';
import { monitorRatioText } from '../../../../shared/monitor-ratio';
import { guestCapText } from '../../../../shared/guest-cap';
import { guestListFreezesAt, registrationDueAt } from '../../../../shared/school-deadlines';
import { stateName } from '../../../../shared/states';
import type { OfficeRulesResponse } from '../../../../shared/api/types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** An instant as the event's own zone shows it, saying which: "November 21, 2026 at 9:00 PM (Texas time)". */
const inEventZone = (at: Date, state: string) => `${formatInstantInState(at.toISOString(), state)} (${stateName(state)} time)`;

/** When a draft event with alcohol would close its guest list: the instant, in words, and whether that is already past. */
export interface GuestListClose {
  at: string;
  leadHours: number;
  closed: boolean;
}

/**
 * The office deadlines of a draft party event with alcohol under `office`'s
 * rules (null until the date and the time are known): registration due, and
 * when the guest list closes (no tickets, no transfers after it), read in the
 * school's zone at this moment.
 */
export function officeDeadlines(office: OfficeRulesResponse, draft: { date: string; time: string; alcoholAllowed: boolean }) {
  if (!draft.alcoholAllowed || !DATE.test(draft.date) || !TIME.test(draft.time)) return null;
  const { rules, state } = office;
  const event = { date: draft.date, time: draft.time, state, alcoholAllowed: true };
  const now = Date.now();
  const freezes = guestListFreezesAt(event, rules)!;
  const due = registrationDueAt(event, rules);
  const guestList: GuestListClose = { at: inEventZone(freezes, state), leadHours: rules.guestListLeadHours, closed: now >= freezes.getTime() };
  return { guestList, registrationDue: inEventZone(due, state), late: now > due.getTime() };
}

/**
 * Under "Alcohol allowed": the Greek-life office's deadlines for this date
 * and time, in the school's zone; a warning when registering now is already
 * late (the event is still created, flagged late) and when its guest list
 * would be closed from the start (nobody could get a ticket). `office` is
 * what the page's one request answered (Create Event's rules of the leader's
 * school, Edit Event's of the event).
 */
export function OfficeDeadlines({ office, date, time }: { office: OfficeRulesResponse; date: string; time: string }) {
  const deadlines = officeDeadlines(office, { date, time, alcoholAllowed: true });
  const { rules, schoolName, members } = office;
  const cap = typeof members === 'number' ? guestCapText(rules, members) : null;
  if (!deadlines) {
    return (
      <p className="text-sm text-slate-600">
        {schoolName}: registration is due {rules.registrationLeadDays} days before an event with alcohol, the guest list {rules.guestListLeadHours} hours before.
        {cap ? ` Member-to-guest cap: ${cap}.` : ''}
      </p>
    );
  }
  const { guestList } = deadlines;
  return (
    <div role="note" aria-label="Greek-life office deadlines" className="space-y-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>Registration due: {deadlines.registrationDue}</p>
      <p>Guest list closes (ticket sales and transfers end): {guestList.at}</p>
      <p>Sober monitors: at least one, {monitorRatioText(rules)}.</p>
      {cap ? <p>Member-to-guest cap: {cap}.</p> : null}
      {deadlines.late ? <p className="font-semibold text-red-700">Late registration: the event will be flagged late for the office.</p> : null}
      {guestList.closed ? <p className="font-semibold text-red-700">{guestListClosedWarning(guestList)}</p> : null}
    </div>
  );
}

/** The guest list of this date and time would be closed from the start. */
export function guestListClosedWarning(guestList: GuestListClose): string {
  return `The guest list would already be closed: the office closes it ${guestList.leadHours} hours before the start, at ${guestList.at}. Nobody could get a ticket.`;
}
