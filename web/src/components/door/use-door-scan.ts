import { useEffect, useRef, useState } from 'react';
import type { DoorPassScanResponse, ValidateTicketResponse } from '../../../../shared/api/types';
import { ApiError } from '../../lib/api';
import type { Direction } from '../../lib/offline-door/decide-offline';
import { keepLoadedAssets } from '../../lib/offline-door/keep-assets';
import { isNoAnswer, NO_ANSWER_MS, withDeadline } from '../../lib/offline-door/deadline';
import type { OfflineDoor } from '../../lib/offline-door/use-offline-door';
import type { ScanOutcome } from './validation-result';
import { signalScan } from './scan-signal';

/** A scan's online answer: the leader's door (with the holder's door name) or a pass's (with none). */
export type DoorScanAnswer = ValidateTicketResponse | DoorPassScanResponse;

export interface DoorScanOptions {
  /** The scan sent online, under `scanId` (the device queues it under the same id if no answer comes in time). */
  send: (code: string, direction: Direction, request: { scanId: string; signal: AbortSignal }) => Promise<DoorScanAnswer>;
  /** False to refuse the scan before anything is sent (the screen says why). */
  ready?: (code: string) => boolean;
  /** Every online answer (the leader's door keeps its headcount). */
  onAnswer?: (result: DoorScanAnswer) => void;
  /** An online failure that is not the network: the screen says what happened. */
  onFailure: (error: unknown, show: (outcome: ScanOutcome | null) => void) => void;
  /**
   * Set on a screen that sees no guest's name (a door pass): the holder line
   * of every admitted ticket, online as offline; a name an answer might carry is never shown.
   */
  unnamedHolder?: string;
}

/** The holder line of an online answer: the door name on the leader's door, the same line a pass shows offline on a pass's. */
function holderLine(result: DoorScanAnswer, unnamedHolder: string | undefined): string | null | undefined {
  if (unnamedHolder !== undefined) return result.valid && result.ticket ? unnamedHolder : null;
  return result.ticket && 'holderName' in result.ticket ? result.ticket.holderName : undefined;
}

/**
 * One door scan, for every door screen (the leader's, a volunteer's pass):
 * online while the network is there, decided on the device from the kept
 * roster when it is not, when it drops mid-scan, or when the server gives no
 * answer within 2 s (the door then stays on the device until answers
 * return), with the sound and vibration of the result; the field cleared and
 * focused for the next guest, and codes submitted meanwhile decided in turn.
 */
export function useDoorScan(door: OfflineDoor, options: DoorScanOptions) {
  const [qrCode, setQrCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [direction, setDirection] = useState<Direction>('entry');
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The scanner's code fetched now, and every asset kept, so the screen reloads with the network off.
    if (door.ready) void import('./camera-scanner').then(keepLoadedAssets).catch(() => undefined);
  }, [door.ready]);

  const decideOnDevice = async (code: string, scanId?: string) => {
    const verdict = await door.decide(code, direction, scanId);
    const admitted = verdict.decision === 'admitted';
    setOutcome({ valid: admitted, message: verdict.message, holderName: verdict.holderName ?? (admitted ? options.unnamedHolder : null), wristband: verdict.wristband, exit: verdict.exit });
    signalScan(admitted);
  };

  // The door as last rendered: a code queued behind a scan that switched the door to the device is decided there too.
  const latestDoor = useRef(door);
  useEffect(() => {
    latestDoor.current = door;
  });

  const scanOne = async (code: string) => {
    const door = latestDoor.current;
    if (door.ready && !door.online) {
      await decideOnDevice(code);
      return;
    }
    try {
      const scanId = crypto.randomUUID();
      let result: DoorScanAnswer;
      try {
        result = await withDeadline((signal) => options.send(code, direction, { scanId, signal }), NO_ANSWER_MS);
      } catch (error) {
        if (!isNoAnswer(error) || !door.ready) throw error;
        // No answer in time: decided here, under the same scan id, so a request that lands late changes nothing more.
        door.lostAnswers();
        await decideOnDevice(code, scanId);
        return;
      }
      door.noteAnswer(code, direction, result);
      setOutcome({ valid: result.valid, message: result.message, holderName: holderLine(result, options.unnamedHolder), wristband: result.wristband, exit: direction === 'exit' });
      options.onAnswer?.(result);
      signalScan(result.valid);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0 && door.ready) {
        await decideOnDevice(code);
        return;
      }
      signalScan(false);
      options.onFailure(error, setOutcome);
    }
  };

  // Codes submitted while one is decided wait their turn: a handheld scanner types the next guest's at once.
  const waiting = useRef<string[]>([]);
  const scanning = useRef(false);
  const scan = async (code: string) => {
    if ((options.ready && !options.ready(code)) || !code.trim()) return;
    // The code leaves the box as it is taken; what was typed since stays.
    setQrCode((typed) => (typed === code ? '' : typed));
    waiting.current.push(code);
    if (scanning.current) return;
    scanning.current = true;
    setBusy(true);
    try {
      for (let next = waiting.current.shift(); next !== undefined; next = waiting.current.shift()) await scanOne(next);
    } finally {
      scanning.current = false;
      setBusy(false);
      // Ready for the next guest: the field keeps the focus.
      codeField.current?.focus();
    }
  };

  return { qrCode, setQrCode, busy, outcome, direction, setDirection, codeField, scan };
}

/** A door screen's scanner: its code, its direction, whether a scan is under way, the last outcome. */
export type DoorScan = ReturnType<typeof useDoorScan>;
