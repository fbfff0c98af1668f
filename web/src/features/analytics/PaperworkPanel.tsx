import { useQueryClient } from '@tanstack/react-query';
import { FileDown, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { PaperworkPanel as PaperworkPanelData, SoberMonitor } from '../../../../shared/api/types';
import { formatInstantInState } from '../../../../shared/dates';
import { monitorCover } from '../../../../shared/paperwork-panel';
import { monitorsRequiredAtCapacity } from '../../../../shared/monitors-at-naming';
import { trainingText } from '../../../../shared/monitor-training';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { Detail } from './Detail';
import { downloadPacketFile, saveSoberMonitors, useMonitorCandidates } from './api';
import { VendorsForm } from '../../components/vendors/VendorsForm';

/**
 * The party's paperwork for the Greek-life office: its deadlines,
 * the sober monitors picked from the chapter's members, what the office would
 * send back, when the packet was mailed, and the downloads (packet PDF,
 * guest list CSV). The panel comes with the analytics (one screen, one
 * request); the members are read when the picker is opened.
 */
export function PaperworkPanel({ eventId, state, panel: p }: { eventId: string; state: string; panel: PaperworkPanelData }) {
  const [picking, setPicking] = useState(false);
  return (
    <Card role="region" className="p-5" aria-label="Registration packet">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-violet-600" aria-hidden="true" />
        Registration Packet
      </h2>
      {p.lateRegistration && (
        <p className="mb-2 inline-block rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">Late registration</p>
      )}
      <Deadlines p={p} state={state} />
      {p.warnings.length > 0 && (
        <ul role="alert" aria-label="Paperwork warnings" className="my-3 space-y-1 text-sm text-red-700">
          {p.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-700">
        Expected guests {p.expectedGuests} of {p.maxAttendees}
        {p.rules ? ` · ${monitorCover(p.soberMonitors.length, p.rules)}` : ''}
      </p>
      {p.soberMonitors.length > 0 && <p className="mt-1 text-sm text-slate-700">Named: {p.soberMonitors.map((m) => m.fullName).join(', ')}</p>}
      {p.soberMonitors.length > 0 && (
        <ul aria-label="Sober-monitor training" className="mt-1 text-sm text-slate-600">
          {p.soberMonitors.map((m) => (
            <li key={m.sub}>
              {m.fullName}: {trainingText(m.trainedOn)}
            </li>
          ))}
        </ul>
      )}
      {picking ? (
        // Its ticks start from the monitors named when it opens and stay as saved: no remount, no second read of the members.
        <MonitorPicker eventId={eventId} named={p.soberMonitors} required={monitorsRequiredAtCapacity({ ...p, officeRules: p.rules })} />
      ) : (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setPicking(true)}>
          Choose Sober Monitors
        </Button>
      )}
      {/* Third-party vendors and their certificates of insurance */}
      <VendorsForm eventId={eventId} state={state} vendors={p.vendors ?? []} />
      <div className="mt-4 flex flex-wrap gap-2">
        <DownloadButton label="Download Packet (PDF)" onDownload={() => downloadPacketFile('getRegistrationPacket', eventId)} />
        <DownloadButton label="Download Guest List (CSV)" onDownload={() => downloadPacketFile('getGuestListCsv', eventId)} />
      </div>
    </Card>
  );
}

function Deadlines({ p, state }: { p: PaperworkPanelData; state: string }) {
  return (
    <dl className="space-y-1 text-sm">
      {p.registrationDueAt && <Detail term="Registration due" value={formatInstantInState(p.registrationDueAt, state)} />}
      {p.guestListFreezesAt && <Detail term="Guest list due (closes)" value={formatInstantInState(p.guestListFreezesAt, state)} />}
      {p.rules?.officeEmail && (
        <Detail
          term="Mailed to the office"
          value={p.mailed ? `${formatInstantInState(p.mailed.sentAt, state)}${p.mailed.sequence > 1 ? ` (update ${p.mailed.sequence - 1})` : ''}` : 'Not yet: at the guest-list deadline'}
        />
      )}
    </dl>
  );
}

/**
 * The chapter's members to tick, read when the picker opens (the panel's own
 * route): the analytics' panel carries none. `required`: what the event's
 * capacity needs at the school's ratio (the API refuses fewer).
 */
function MonitorPicker({ eventId, named, required }: { eventId: string; named: SoberMonitor[]; required: number }) {
  const queryClient = useQueryClient();
  const candidates = useMonitorCandidates(eventId, true);
  const [picked, setPicked] = useState(() => new Set(named.map((m) => m.sub)));
  const [saving, setSaving] = useState(false);
  const toggle = (sub: string) => setPicked((now) => (now.has(sub) ? new Set([...now].filter((s) => s !== sub)) : new Set([...now, sub])));
  const save = async () => {
    setSaving(true);
    try {
      await saveSoberMonitors(queryClient, eventId, [...picked]);
      toast.success('Sober monitors saved');
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to save sober monitors'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-slate-900">Sober monitors</legend>
      {required > 0 && (
        <p className={`mt-1 text-sm ${picked.size < required ? 'text-red-700' : 'text-slate-600'}`}>
          {required} required for the capacity · {picked.size} picked
        </p>
      )}
      {candidates.isError && <p className="mt-1 text-sm text-red-700">Failed to load the chapter&apos;s members</p>}
      {candidates.isPending && (
        <p role="status" className="mt-1 text-sm text-slate-500">
          Loading members…
        </p>
      )}
      <div className="mt-1 max-h-48 space-y-1 overflow-y-auto">
        {(candidates.data?.members ?? []).map((m) => (
          <label key={m.sub} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-violet-600" checked={picked.has(m.sub)} onChange={() => toggle(m.sub)} />
            {m.fullName}
          </label>
        ))}
      </div>
      <Button type="button" size="sm" className="mt-2" disabled={saving || !candidates.data} onClick={() => void save()}>
        Save Sober Monitors
      </Button>
    </fieldset>
  );
}

function DownloadButton({ label, onDownload }: { label: string; onDownload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onDownload();
    } catch (error) {
      toast.error(serverMessage(error, 'Download failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void run()}>
      <FileDown className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
