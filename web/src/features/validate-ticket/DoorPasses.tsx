import { useQueryClient } from '@tanstack/react-query';
import { Ban, KeyRound, Lock, LockOpen } from 'lucide-react';
import { useId, useState } from 'react';
import type { CreatedDoorPass, DoorPass } from '../../../../shared/api/types';
import { DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS, DOOR_PASS_DEFAULT_OPENS_BEFORE_MINUTES } from '../../../../shared/door-pass-defaults';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { doorPassPath } from '../../lib/door-pass-session';
import { formatInstantInState } from '../../../../shared/dates';
import { formatInstantLong } from '../../lib/instant';
import { apiKey } from '../../lib/queries';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { createDoorPass, revokeDoorPass, unlockDoorPass, useDoorPasses } from './api';
import { LazyQrCode } from '../../components/lazy-qr';

/**
 * Door passes for volunteers, on the door screen once an event is
 * chosen: a link and a PIN (told once) that let a volunteer's phone scan this
 * event's tickets and nothing else, inside a window around the event;
 * revoked at once from here, and unlocked here when wrong PINs locked it.
 */
export function DoorPasses({ eventId }: { eventId: string }) {
  const passes = useDoorPasses(eventId, true);
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedDoorPass | null>(null);
  if (!passes.data) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('listDoorPasses', { params: { id: eventId.trim() } }) });

  return (
    <Card className="space-y-4 p-6" aria-labelledby="door-passes-title">
      <div>
        <h2 id="door-passes-title" className="text-lg font-semibold text-slate-900">
          Door Passes
        </h2>
        <p className="text-sm text-slate-600">A volunteer's phone scans this event's tickets with a link and a PIN; it sees no guest list and nothing else.</p>
      </div>
      <NewPassForm
        eventId={eventId}
        onCreated={(pass) => {
          setCreated(pass);
          void refresh();
        }}
      />
      {created ? <CreatedPass created={created} /> : null}
      <ul className="divide-y divide-slate-200" aria-label="Door passes">
        {passes.data.passes.map((pass) => (
          <PassRow key={pass.id} pass={pass} onChanged={() => void refresh()} />
        ))}
      </ul>
    </Card>
  );
}

function NewPassForm({ eventId, onCreated }: { eventId: string; onCreated: (pass: CreatedDoorPass) => void }) {
  const [label, setLabel] = useState('');
  const [opens, setOpens] = useState(String(DOOR_PASS_DEFAULT_OPENS_BEFORE_MINUTES));
  const [closes, setCloses] = useState(String(DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS));
  const [busy, setBusy] = useState(false);
  const ids = { label: useId(), opens: useId(), closes: useId() };
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        createDoorPass(eventId, { label, opensMinutesBefore: Number(opens), closesHoursAfter: Number(closes) })
          .then((pass) => {
            setLabel('');
            onCreated(pass);
          })
          .catch((error: unknown) => toast.error(serverMessage(error, 'The door pass could not be created')))
          .finally(() => setBusy(false));
      }}
    >
      <div className="space-y-1.5 sm:col-span-3">
        <Label htmlFor={ids.label}>Pass label</Label>
        <Input id={ids.label} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="Front door, Sam" maxLength={60} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.opens}>Opens (minutes before the start)</Label>
        <Input id={ids.opens} type="number" min={0} max={720} value={opens} onChange={(e) => setOpens(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.closes}>Closes (hours after the start)</Label>
        <Input id={ids.closes} type="number" min={1} max={24} value={closes} onChange={(e) => setCloses(e.target.value)} />
      </div>
      <Button type="submit" className="self-end" disabled={busy}>
        <KeyRound aria-hidden="true" />
        {busy ? 'Creating...' : 'Create Door Pass'}
      </Button>
    </form>
  );
}

/** The new pass's link, QR and PIN: the PIN is never shown again. */
function CreatedPass({ created }: { created: CreatedDoorPass }) {
  const link = `${window.location.origin}${doorPassPath(created.pass.id)}`;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 p-4 text-center" data-testid="created-door-pass">
      <LazyQrCode value={link} size={180} label={`QR code of the door pass link for ${created.pass.label}`} />
      <p className="break-all text-sm">
        Link: <a href={link}>{link}</a>
      </p>
      <p className="text-lg">
        PIN: <strong data-testid="door-pass-pin">{created.pin}</strong>
      </p>
      <p className="text-sm text-slate-600">Share the PIN now: it is not shown again. Lost it? Revoke the pass and create another.</p>
    </div>
  );
}

/** A pass: its window and scans, whether it is revoked or locked (until when); Unlock while locked, Revoke until revoked. */
function PassRow({ pass, onChanged }: { pass: DoorPass; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const locked = pass.lockedUntil && !pass.revokedAt ? pass.lockedUntil : null;
  const act = (change: (passId: string) => Promise<unknown>, failure: string) => {
    setBusy(true);
    change(pass.id)
      .then(onChanged)
      .catch((error: unknown) => toast.error(serverMessage(error, failure)))
      .finally(() => setBusy(false));
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div>
        <p className="font-medium text-slate-900">{pass.label}</p>
        <p className="text-sm text-slate-600">
          {formatInstantLong(pass.validFrom)} to {formatInstantLong(pass.validUntil)} · {pass.scanCount} {pass.scanCount === 1 ? 'scan' : 'scans'}
          {pass.revokedAt ? ' · Revoked' : ''}
        </p>
        {locked ? (
          <p className="flex items-center gap-1 text-sm font-medium text-amber-800">
            <Lock aria-hidden="true" className="size-4" />
            Locked after too many wrong PINs, until {formatInstantInState(locked, '')}
          </p>
        ) : null}
      </div>
      {pass.revokedAt ? null : (
        <div className="flex gap-2">
          {locked ? (
            <Button type="button" variant="outline" disabled={busy} onClick={() => act(unlockDoorPass, 'The door pass could not be unlocked')}>
              <LockOpen aria-hidden="true" />
              Unlock
            </Button>
          ) : null}
          <Button type="button" variant="outline" disabled={busy} onClick={() => act(revokeDoorPass, 'The door pass could not be revoked')}>
            <Ban aria-hidden="true" />
            Revoke
          </Button>
        </div>
      )}
    </li>
  );
}
