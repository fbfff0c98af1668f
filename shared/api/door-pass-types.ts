/** Door passes for volunteers (issue 12): what leaders and a pass's scan-only screen are answered. */

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
}

/** POST /party-events/{id}/door-passes: the pass and its PIN, the only time the PIN is told. */
export interface CreatedDoorPass {
  pass: DoorPass;
  pin: string;
}

export interface DoorPassList {
  passes: DoorPass[];
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
