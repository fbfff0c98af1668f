import { useState } from 'react';
import type { SchoolRulesResponse } from '../../../shared/api/types';
import { DEFAULT_SCHOOL_RULES, type SchoolRules } from '../../../shared/school-deadlines';
import { serverMessage } from '../lib/server-message';
import { toast } from '../lib/toast';
import { TextField } from './form-fields';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { GuestCapFields, guestCapDraftOf, guestCapOfDraft, type GuestCapDraft } from './guest-cap-fields';
import { MonitorTrainingField, monitorTrainingDraftOf, monitorTrainingOfDraft, type MonitorTrainingDraft } from './monitor-training-field';

type Draft = {
  registrationLeadDays: string;
  guestListLeadHours: string;
  baseMonitors: string;
  baseGuests: string;
  guestsPerExtraMonitor: string;
  officeEmail: string;
  eventReportDueHours: string;
  approvalRequired: boolean;
} & GuestCapDraft &
  MonitorTrainingDraft;

const draftOf = (r: SchoolRules): Draft => ({
  registrationLeadDays: String(r.registrationLeadDays),
  guestListLeadHours: String(r.guestListLeadHours),
  baseMonitors: String(r.baseMonitors),
  baseGuests: String(r.baseGuests),
  guestsPerExtraMonitor: String(r.guestsPerExtraMonitor),
  officeEmail: r.officeEmail ?? '',
  eventReportDueHours: r.eventReportDueHours == null ? '' : String(r.eventReportDueHours),
  approvalRequired: r.approvalRequired,
  ...guestCapDraftOf(r),
  ...monitorTrainingDraftOf(r),
});

/** Where the dialog reads and saves the rules: the admin's route for any school, or the office's for its own. */
export interface SchoolRulesSource {
  schoolName: string;
  /** The button that opens the dialog. */
  trigger: { label: string; ariaLabel: string };
  load: () => Promise<SchoolRulesResponse>;
  save: (rules: SchoolRules) => Promise<unknown>;
  /** Run after a save, whatever its outcome (the lists that show the edit refresh). */
  afterSave?: () => unknown;
}

/**
 * The school's Greek-life office rules, edited by an admin (Schools tab) or
 * by the school's own office (/office): read when the dialog opens (the
 * defaults shown for a school that never set them), checked with the API's
 * own schema, saved (and audited) by the API.
 */
export function SchoolRulesDialog({ schoolName, trigger, load, save: store, afterSave }: SchoolRulesSource) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);

  const openDialog = async () => {
    setOpen(true);
    setDraft(null);
    try {
      setDraft(draftOf((await load()).rules));
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to load office rules'));
      setOpen(false);
    }
  };

  const save = async () => {
    if (!draft) return;
    // The API's schema, with zod, loads on the first save rather than with the admin page (docs/performance.md#budgets).
    const { schoolRulesSchema } = await import('../../../shared/school-rules');
    const parsed = schoolRulesSchema.safeParse({
      registrationLeadDays: Number(draft.registrationLeadDays),
      guestListLeadHours: Number(draft.guestListLeadHours),
      baseMonitors: Number(draft.baseMonitors),
      baseGuests: Number(draft.baseGuests),
      guestsPerExtraMonitor: Number(draft.guestsPerExtraMonitor),
      officeEmail: draft.officeEmail,
      approvalRequired: draft.approvalRequired,
      // The event report after the party: an empty field asks for none.
      eventReportDueHours: draft.eventReportDueHours.trim() === '' ? null : Number(draft.eventReportDueHours),
      ...guestCapOfDraft(draft),
      ...monitorTrainingOfDraft(draft),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Invalid rules');
      return;
    }
    setBusy(true);
    try {
      await store(parsed.data);
      toast.success('Office rules saved');
      setOpen(false);
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to save office rules'));
    } finally {
      setBusy(false);
      void afterSave?.();
    }
  };

  const field = (key: Exclude<keyof Draft, 'approvalRequired'>) => ({ value: draft?.[key] ?? '', onChange: (e: { target: { value: string } }) => setDraft((d) => d && { ...d, [key]: e.target.value }) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" aria-label={trigger.ariaLabel} onClick={() => void openDialog()}>
        {trigger.label}
      </Button>
      <DialogContent title={`Office rules: ${schoolName}`} description="The Greek-life office's deadlines and limits for parties with alcohol.">
        {!draft ? (
          <p role="status">Loading...</p>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextField label="Registration due (days before)" type="number" min={0} max={60} hint={`Default ${DEFAULT_SCHOOL_RULES.registrationLeadDays}`} {...field('registrationLeadDays')} />
            <TextField label="Guest list due (hours before)" type="number" min={0} max={336} hint={`Default ${DEFAULT_SCHOOL_RULES.guestListLeadHours}`} {...field('guestListLeadHours')} />
            <TextField label="Sober monitors for the first guests" type="number" min={1} max={50} hint={`Default ${DEFAULT_SCHOOL_RULES.baseMonitors}`} {...field('baseMonitors')} />
            <TextField label="First guests they cover" type="number" min={1} max={500} hint={`Default ${DEFAULT_SCHOOL_RULES.baseGuests}`} {...field('baseGuests')} />
            <TextField label="Guests per extra sober monitor" type="number" min={1} max={500} hint={`Default ${DEFAULT_SCHOOL_RULES.guestsPerExtraMonitor}`} {...field('guestsPerExtraMonitor')} />
            <GuestCapFields field={field} />
            <MonitorTrainingField field={field} />
            <TextField label="Office e-mail (optional)" type="email" hint="The packet is mailed here at the guest-list deadline." {...field('officeEmail')} />
            <TextField label="Event report due (hours after the end, optional)" type="number" min={1} max={720} hint="Empty: no report is asked for." {...field('eventReportDueHours')} />
            <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-violet-600"
                checked={draft.approvalRequired}
                onChange={(e) => setDraft((d) => d && { ...d, approvalRequired: e.target.checked })}
              />
              <span>
                Approval required before tickets go on sale
                <span className="block font-normal text-slate-600">A new event with alcohol waits, unlisted, until the Greek-life office approves it.</span>
              </span>
            </label>
            <div className="flex justify-end">
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : 'Save Rules'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
