/** Door passes for volunteers: what leaders and a pass's scan-only screen are answered. */
import type { DoorHeadcount, DoorRosterResponse, DoorRosterTicket, DoorSyncResult, ValidateTicketResponse } from './door-types';

/** A pass as its event's leaders list it; never its PIN (shown once, when made). */
export interface DoorPass {
  id: string;
  eventId: string;
  label: string;
  /** The window the pass scans in (ISO instants). */
  validFrom: string;
  validUntil: string;
  createdAt: string;
  revokedAt: string | null;
  /** Scans made with the pass, whatever their answer. */
  scanCount: number;
  /** Locked after too many wrong PINs: until when (an ISO instant), unless a leader unlocks it sooner; null when not locked. */
  lockedUntil: string | null;
}

/** POST /party-events/{id}/door-passes: the pass and its PIN, the only time the PIN is told. */
export interface CreatedDoorPass {
  pass: DoorPass;
  pin: string;
}

export interface DoorPassList {
  passes: DoorPass[];
}

/**
 * GET /party-events/{id}/door-screen: the door screen on opening, in one
 * request (one screen, one request) — as GET …/door, GET …/door-passes and GET …/door-roster answer them.
 */
export interface DoorScreenResponse extends DoorPassList {
  headcount: DoorHeadcount;
  roster: DoorRosterResponse;
}

/** POST /door-passes/{id}/session: a PIN exchanged for a short-lived token scoped to the pass. */
export interface DoorPassSession {
  token: string;
  expiresAt: string;
  /** Only what the scanner shows: which event it scans for. */
  event: { id: string; title: string; date: string; time: string };
  label: string;
  validFrom: string;
  validUntil: string;
}

/**
 * POST /door-passes/{id}/scan: the door's answer with no holder's name. A
 * volunteer never sees the guest list, online or offline: the screen says
 * "Ticket ✓" for an admitted ticket either way.
 */
export interface DoorPassScanResponse extends Omit<ValidateTicketResponse, 'ticket'> {
  ticket?: Omit<NonNullable<ValidateTicketResponse['ticket']>, 'holderName'>;
}

/**
 * GET /door-passes/{id}/roster: what a pass's device keeps to scan offline.
 * No names and no duplicates: a volunteer never sees the guest list, only
 * each ticket's id, status and 21+ flag, and the event's public door key.
 */
export interface DoorPassRoster extends Omit<DoorRosterResponse, 'tickets' | 'duplicates' | 'flagged'> {
  tickets: Omit<DoorRosterTicket, 'holder'>[];
}

/** POST /door-passes/{id}/sync: what became of each offline scan (no duplicates' names, which are the leaders'), and the count the device goes on from. */
export interface DoorPassSyncResponse {
  results: DoorSyncResult[];
  headcount: DoorHeadcount;
}
