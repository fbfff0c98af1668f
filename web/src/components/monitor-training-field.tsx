import { TRAINING_VALID_DAYS_MAX } from '../../../shared/monitor-training';
import { TextField } from './form-fields';

/** The sober-monitor training rule as typed: empty = no training rule. */
export type MonitorTrainingDraft = { monitorTrainingValidDays: string };

export const monitorTrainingDraftOf = (r: { monitorTrainingValidDays?: number | null }): MonitorTrainingDraft => ({
  monitorTrainingValidDays: r.monitorTrainingValidDays == null ? '' : String(r.monitorTrainingValidDays),
});

export const monitorTrainingOfDraft = (d: MonitorTrainingDraft): { monitorTrainingValidDays: number | null } => ({
  monitorTrainingValidDays: d.monitorTrainingValidDays.trim() === '' ? null : Number(d.monitorTrainingValidDays),
});

type Field = (key: keyof MonitorTrainingDraft) => { value: string; onChange: (e: { target: { value: string } }) => void };

/** The rules dialog's sober-monitor training rule: how many days a recorded training counts on the event's date. */
export function MonitorTrainingField({ field }: { field: Field }) {
  return (
    <TextField
      label="Sober-monitor training valid for (days, optional)"
      type="number"
      min={1}
      max={TRAINING_VALID_DAYS_MAX}
      hint="Empty: no training rule. Set: a monitor needs training recorded by the office within these days of the event."
      {...field('monitorTrainingValidDays')}
    />
  );
}
