/**
 * A live ticket on this phone: readied online (the phone's key registered,
 * its clock's offset from the server measured), then a new code every 15
 * seconds on the corrected clock, with or without a network. The move to
 * this phone, when the ticket is on another, is two requests: the e-mailed
 * code asked for, then typed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveTicketResponse, PhoneMoveStartedResponse, Ticket } from '../../../../../shared/api/types';
import { clockOffset, liveStep, msLeftInStep, phoneKeyText, signLiveCode } from '../../../../../shared/live-code';
import { api, type ApiError } from '../../../lib/api';
import { routeKey } from '../../../lib/queries';
import { keepLoadedAssets } from '../../../lib/offline-door/keep-assets';
import { clockOffsetMs, loadLiveTicket, saveLiveTicket } from './live-state';
import { phoneKeys } from './phone-key';

export interface LiveTicketView {
  /** The last answer about this ticket on this phone (saved, so it shows offline); null before the first. */
  state: LiveTicketResponse | null;
  /** The code to show now; null while it is made, or when the ticket is not on this phone. */
  code: string | null;
  /** The phone could not keep a key (private mode without IndexedDB): live codes cannot be shown here. */
  unsupported: boolean;
}

/** "Now" on the server's clock as this phone best knows it. */
export const serverNow = () => Date.now() + clockOffsetMs();

async function openHere(ticketId: string, keys: CryptoKeyPair): Promise<LiveTicketResponse> {
  const answer = await api('openLiveTicket', { params: { id: ticketId }, body: { publicKey: await phoneKeyText(keys.publicKey) } });
  saveLiveTicket(answer, clockOffset(answer.serverTime, Date.now()));
  return answer;
}

export function useLiveTicket(ticket: Ticket): LiveTicketView & { setState(state: LiveTicketResponse): void } {
  const [state, setState] = useState<LiveTicketResponse | null>(() => loadLiveTicket(ticket.id));
  const [keys, setKeys] = useState<CryptoKeyPair | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    let stale = false;
    phoneKeys()
      .then(async (made) => {
        if (stale) return;
        setKeys(made);
        // Offline: the saved answer stands (the ticket was readied on this phone before).
        const answer = await openHere(ticket.id, made).catch(() => null);
        if (answer && !stale) setState(answer);
        // Readied: the page and this code's chunks are kept too, so the ticket reloads in airplane mode.
        if (answer) void keepLoadedAssets().catch(() => undefined);
      })
      .catch(() => setUnsupported(true));
    return () => {
      stale = true;
    };
    // The ticket's status changing (cancelled, transferred) asks again.
  }, [ticket.id, ticket.status]);

  const onThisPhone = state?.phone === 'this' && ticket.status === 'valid';
  // A new code at each step's boundary on the server's clock, set once it is signed: one render per code.
  useEffect(() => {
    if (!keys || !onThisPhone) return setCode(null);
    let stale = false;
    let signed: number | null = null;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const step = liveStep(serverNow());
      // Armed again after every firing, whether or not the step moved (a timer may fire a hair early).
      if (step !== signed) {
        signed = step;
        void signLiveCode(keys.privateKey, ticket.id, ticket.eventId, step).then((made) => !stale && setCode(made));
      }
      timer = setTimeout(next, msLeftInStep(serverNow()) + 1);
    };
    next();
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [keys, onThisPhone, ticket.id, ticket.eventId]);

  return { state, code: onThisPhone ? code : null, unsupported, setState };
}

/** Asks for the e-mailed code that moves the ticket to this phone. */
export function useStartPhoneMove(ticketId: string) {
  return useMutation<PhoneMoveStartedResponse, ApiError, void>({
    mutationFn: async () => api('startPhoneMove', { params: { id: ticketId }, body: { publicKey: await phoneKeyText((await phoneKeys()).publicKey) } }),
  });
}

/** The typed code: the ticket is on this phone once it is right (My Tickets is asked again). */
export function useConfirmPhoneMove(ticketId: string, onMoved: (state: LiveTicketResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation<LiveTicketResponse, ApiError, string>({
    mutationFn: (code) => api('confirmPhoneMove', { params: { id: ticketId }, body: { code } }),
    onSuccess: (answer) => {
      saveLiveTicket(answer, clockOffset(answer.serverTime, Date.now()));
      onMoved(answer);
      void queryClient.invalidateQueries({ queryKey: routeKey('listMyTickets') });
    },
  });
}
