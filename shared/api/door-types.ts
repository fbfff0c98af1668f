/** The door's answers (leader side §2 "Validate Event Ticket"; issue 12): a scan, the live headcount, the offline roster and its sync. */
import type { AgeBand, AgeLimit } from '../age';
import type { TicketStatus } from '../limits';

export interface ValidateTicketResponse {
  valid: boolean;
  /** The spec's sentence: "Ticket validated successfully! Entry granted.", "Invalid QR code - ticket not found", … */
  message: string;
  ticket?: { id: string; usedAt: string | null; holderName: string | null };
  /**
   * The wristband cue of a granted entry to an event with alcohol (issue 12):
   * the holder's age band on the event's day — never their date of birth.
   */
  wristband?: AgeBand;
  /** Live headcount: who is inside now against the event's capacity, after this scan. */
  headcount?: DoorHeadcount;
  /** A sober monitor's code was scanned (issue 13): their door name; never a ticket. */
  monitor?: { name: string };
}

/** Live headcount at the door (issue 12): GET /party-events/{id}/door, and with every scan. */
export interface DoorHeadcount {
  insideNow: number;
  capacity: number;
  /** True when inside now has reached capacity: the door admits no one until someone leaves. */
  full: boolean;
  entries: number;
  exits: number;
  peakInside: number;
  /** How many may be inside now: the capacity, or for an event with alcohol what the checked-in sober monitors cover (issue 13). */
  limit: number;
  /** Sober monitors checked in now (issue 13). */
  monitorsIn: number;
  /** True when the door waits for another sober monitor: at the monitors' limit, below capacity. */
  needsMonitor: boolean;
}

/** One ticket as the door keeps it: nothing beyond what a scan decides and shows. */
export interface DoorRosterTicket {
  id: string;
  /** First name and last initial ("Jane D."); null once the holder deleted their account. */
  holder: string | null;
  status: TicketStatus;
  /** The 21+ flag: the holder's age band on the event's day, for an event with alcohol or a 21+ limit only. */
  ageBand?: AgeBand;
  /** A used ticket whose holder went out by an exit scan (any door): offline, it may come back in; a used ticket without it is inside. */
  outside?: true;
  /** A live ticket: only its phone's changing code opens the door (shared/live-code.ts). */
  live?: true;
  /** A live ticket's phone: the public key its codes verify with (it cannot make one); absent while on no phone. */
  phoneKey?: string;
}

/** GET /party-events/{id}/door-roster: what a door device keeps to decide scans offline. */
export interface DoorRosterResponse {
  eventId: string;
  title: string;
  /** The event's Ed25519 public key (raw 32 bytes, base64url): checks codes, cannot make them. */
  publicKey: string;
  /** When the server read the roster (ISO instant). */
  generatedAt: string;
  /** The wristband cue is shown for an event with alcohol; a 21+ event refuses a holder known to be under 21. */
  alcohol: boolean;
  ageLimit: AgeLimit;
  tickets: DoorRosterTicket[];
  /** Tickets two devices admitted offline: the leader sees each, none is lost. */
  duplicates: DoorDuplicate[];
}

/** A ticket admitted offline by a scan after another scan had already admitted it. */
export interface DoorDuplicate {
  ticketId: string;
  holder: string | null;
  /** The later admission: its scan, device and time. */
  scanId: string;
  deviceId: string;
  scannedAt: string;
  /** The admission the ticket keeps (`deviceId` null: it was scanned online). */
  kept: { scanId: string | null; usedAt: string | null; deviceId: string | null };
}

/** What became of one synced scan: `refused` also answers the device's own refusals, which change nothing. */
export interface DoorSyncResult {
  scanId: string;
  outcome: 'recorded' | 'duplicate' | 'refused';
  message: string;
}

/** POST /tickets/door-sync. */
export interface DoorSyncResponse {
  results: DoorSyncResult[];
  /** Every duplicate of the event so far (not only this sync's). */
  duplicates: DoorDuplicate[];
  /** The live headcount with this sync's scans counted: the device shows it as its queue empties. */
  headcount: DoorHeadcount;
}
