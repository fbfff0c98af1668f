import { formatInstantInState } from '../../../../shared/dates';
import { monitorRatio } from '../../../../shared/paperwork-panel';
import { guestListFreezesAt, registrationDueAt } from '../../../../shared/school-deadlines';
import { useOfficeRules } from './api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/**
 * Under "Alcohol allowed" (issue 13): the Greek-life office's deadlines for
 * this date and time, in the school's zone, and a warning when registering
 * now is already late (the event is still created, flagged late).
 */
export function OfficeDeadlines({ date, time }: { date: string; time: string }) {
  const office = useOfficeRules();
  if (!office.data) return null;
  const { rules, state, schoolName } = office.data;
  if (!DATE.test(date) || !TIME.test(time)) {
    return (
      <p className="text-sm text-slate-600">
        {schoolName}: registration is due {rules.registrationLeadDays} days before an event with alcohol, the guest list {rules.guestListLeadHours} hours before.
      </p>
    );
  }
  const event = { date, time, state, alcoholAllowed: true };
  const due = registrationDueAt(event, rules);
  const freezes = guestListFreezesAt(event, rules)!;
  return (
    <div role="note" aria-label="Greek-life office deadlines" className="space-y-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>Registration due: {formatInstantInState(due.toISOString(), state)}</p>
      <p>Guest list due (ticket sales close): {formatInstantInState(freezes.toISOString(), state)}</p>
      <p>Sober monitors: at least one, {monitorRatio(rules.guestsPerMonitor)}.</p>
      {Date.now() > due.getTime() ? <p className="font-semibold text-red-700">Late registration: the event will be flagged late for the office.</p> : null}
    </div>
  );
}
