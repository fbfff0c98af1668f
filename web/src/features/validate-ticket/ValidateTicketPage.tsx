import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../components/page-header';
import { ErrorState } from '../../components/ui/error-state';
import { Input, Label } from '../../components/ui/input';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { validateTicketDenial } from '../../lib/leader-access';
import { useLeaderGate } from '../../lib/use-leader-gate';
import { ValidationResult } from '../../components/door/validation-result';
import { useDoorScan } from '../../components/door/use-door-scan';
import { isEventId, storeHeadcount, useDoorScreen, validateScan } from './api';
import { DoorStatus } from '../../components/door/door-status';
import { useOfflineDoor } from '../../lib/offline-door/use-offline-door';
import { leaderDoor } from './offline/door-api';
import { ScanForm } from '../../components/door/scan-form';
import { Headcount } from './Headcount';
import type { DoorHeadcount } from '../../../../shared/api/types';
import { DoorPasses } from './DoorPasses';
import { useDoorAdmission } from './door-admission';
import { AdmitByName } from './AdmitByName';

/**
 * `/validate-ticket` (leaders; docs/spec/leader-admin-side.md §2): the door. Event ID (from the
 * event URL, prefilled by `?event=`) and the QR code, typed or scanned. After
 * every result the code field is cleared and focused for the next ticket.
 */
export function ValidateTicketPage() {
  const [params] = useSearchParams();
  const [eventId, setEventId] = useState(() => params.get('event') ?? '');
  // Opened for an event (`?event=`, the usual way in): the door screen's one request (headcount, door passes and
  // roster; one screen, one request) is the gate, no `/me` of its own; opened bare, the screen has no request of its own, so `/me` is.
  const [doorGate] = useState(() => isEventId(eventId));
  const gate = useLeaderGate(validateTicketDenial, 'Profile not found', { enabled: !doorGate });
  const screen = useDoorScreen(eventId);
  const admission = useDoorAdmission(screen, doorGate);
  // The headcount and the passes show from the screen's answer (each then refreshed on its own); the offline door
  // waits for it too (its roster is in it), and on a refusal or a failure asks on its own as before.
  const answered = screen.isSuccess || screen.isError;
  const { me } = gate;
  const allowed = doorGate ? admission.admitted : gate.allowed;
  const denial = doorGate ? admission.denial : gate.denial;
  const [latestCount, setLatestCount] = useState<DoorHeadcount | undefined>();
  const eventFieldId = useId();
  // Offline door mode: the roster kept on this device, offline decisions and their sync. Offline, a
  // device prepared for the event opens the door without `/me` (every sync is checked again).
  const queryClient = useQueryClient();
  const door = useOfflineDoor(eventId, leaderDoor, {
    enabled: allowed && answered,
    seed: screen.data?.roster,
    // A sync's count takes this device's scans as they leave its queue (the same render: no moment counting them twice or not at all).
    onHeadcount: (headcount) => storeHeadcount(queryClient, eventId, headcount),
  });
  const usable = allowed || (door.ready && !door.online);
  const scanner = useDoorScan(door, {
    send: (code, direction, { scanId, signal }) => validateScan({ eventId, qrCode: code, direction }, scanId, signal),
    ready: (code) => {
      if (eventId.trim() && code.trim()) return true;
      toast.error('Missing Information', { description: 'Please enter both QR code and event ID' });
      return false;
    },
    onAnswer: (result) => setLatestCount(result.headcount),
    onFailure: (error, show) => {
      show(null);
      toast.error(serverMessage(error, 'Validation failed'));
    },
  });

  return (
    <PageContainer>
      <PageTitle title="Validate Ticket" />
      <PageHeader title="Validate Event Ticket" description="Scan or type the QR code of each ticket at the door." />
      {me.error && !usable ? (
        <ErrorState title="Profile not found" onRetry={() => void me.refetch()} />
      ) : admission.failed && !usable ? (
        <ErrorState title="Failed to open the door" onRetry={() => void screen.refetch()} />
      ) : denial ? (
        <p role="alert" className="text-red-700">
          {denial.description}
        </p>
      ) : !usable ? (
        <Skeleton className="mx-auto h-72 max-w-xl" />
      ) : (
        <div className="mx-auto max-w-xl space-y-6">
          <ScanForm
            scanner={scanner}
            before={
              <div className="space-y-1.5">
                <Label htmlFor={eventFieldId}>Event ID</Label>
                <Input
                  id={eventFieldId}
                  value={eventId}
                  onChange={(e) => setEventId(e.target.value)}
                  placeholder="Copied from the event URL"
                  autoComplete="off"
                  spellCheck={false}
                />
              </div>
            }
          />
          {screen.isSuccess ? <Headcount eventId={eventId} latest={latestCount} unsynced={door.unsynced} offline={door.online ? null : door.headcount} /> : null}
          <ValidationResult outcome={scanner.outcome} />
          <DoorStatus door={door} />
          {allowed && door.online && screen.data?.roster ? <AdmitByName eventId={eventId} tickets={screen.data.roster.tickets} door={door} /> : null}
          {/* Offline, the roster kept on the device: a leader's names its holders. */}
          {!door.online && door.ready ? <AdmitByName eventId={eventId} tickets={door.tickets} door={door} /> : null}
          {allowed && door.online && screen.isSuccess ? <DoorPasses eventId={eventId} /> : null}
        </div>
      )}
    </PageContainer>
  );
}
