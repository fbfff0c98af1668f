import { useState } from 'react';
import type { EntryLogResponse } from '../../../../shared/api/types';
import { formatInstantInState } from '../../../../shared/dates';
import { TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { api } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';

const ADMITTED_BY = { code: 'Ticket code', idCheck: 'ID check' } as const;

/**
 * An event's entry log for the office: asks why first (the reason goes to
 * the audit log with every opening, checked by the API's own schema), then
 * lists who came in and when, with 21+ bands only.
 */
export function EntryLogDialog({ event, state }: { event: { id: string; title: string }; state: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<EntryLogResponse | null>(null);

  const openLog = async () => {
    const { entryLogReasonSchema } = await import('../../../../shared/schemas/event-report');
    const parsed = entryLogReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give a reason');
      return;
    }
    setBusy(true);
    try {
      setLog(await api('openEntryLog', { params: { id: event.id }, body: parsed.data }));
      setError(null);
    } catch (e) {
      setError(serverMessage(e, 'Failed to open the entry log'));
    } finally {
      setBusy(false);
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setLog(null);
    setReason('');
    setError(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button variant="outline" size="sm" aria-label={`Entry log of ${event.title}`} onClick={() => setOpen(true)}>
        Entry log
      </Button>
      <DialogContent title={`Entry log: ${event.title}`} description="Who came in, and when, as the door recorded it. Every opening is audited with its reason.">
        {log ? (
          log.entries.length === 0 ? (
            <p className="text-sm text-slate-600">Nobody has been admitted.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-1 pr-3">Name</th>
                  <th className="py-1 pr-3">Entered</th>
                  <th className="py-1 pr-3">Admitted by</th>
                  <th className="py-1">21+</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {log.entries.map((e, i) => (
                  <tr key={`${e.enteredAt}-${i}`}>
                    <td className="py-1 pr-3">{e.name}</td>
                    <td className="py-1 pr-3">{formatInstantInState(e.enteredAt, state)}</td>
                    <td className="py-1 pr-3">{ADMITTED_BY[e.admittedBy]}</td>
                    <td className="py-1">{e.ageBand}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : (
          <form
            noValidate
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void openLog();
            }}
          >
            <TextField label="Reason" hint="3 to 300 characters; written to the audit log." value={reason} onChange={(e) => setReason(e.target.value)} error={error ?? undefined} />
            <div className="flex justify-end">
              <Button type="submit" disabled={busy}>
                {busy ? 'Opening...' : 'Open Entry Log'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
