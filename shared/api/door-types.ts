/** The door's answers (docs/spec/leader-admin-side.md §2 "Validate Event Ticket"): a scan, the live headcount, the offline roster and its sync. */
import type { AgeBand, AgeLimit } from '../age';
import type { TicketStatus } from '../limits';
import type { MonitorRatio } from '../monitor-ratio';

export interface ValidateTicketResponse {
  valid: boolean;
  /** The spec's sentence: "Ticket validated successfully! Entry granted.", "Invalid QR code - ticket not found", … */
  message: string;
  ticket?: { id: string; usedAt: string | null; holderName: string | null };
  /**
   * The wristband cue of a granted entry to an event with alcohol:
   * the holder's age band on the event's day — never their date of birth.
   */
  wristband?: AgeBand;
  /** Live headcount: who is inside now against the event's capacity, after this scan. */
  headcount?: DoorHeadcount;
  /** A sober monitor's code was scanned: their door name; never a ticket. */
  monitor?: { name: string };
}

/** Live headcount at the door: GET /party-events/{id}/door, and with every scan. */
export interface DoorHeadcount {
  insideNow: number;
  capacity: number;
  /** True when inside now has reached capacity: the door admits no one until someone leaves. */
  full: boolean;
  entries: number;
  exits: number;
  peakInside: number;
  /** How many may be inside now: the capacity, or for an event with alcohol what the checked-in sober monitors cover. */
  limit: number;
  /** The school's sober-monitor ratio at an event with alcohol under office rules; null where the door follows no monitors. */
  monitorRatio: MonitorRatio | null;
  /** Sober monitors checked in now. */
  monitorsIn: number;
  /** True when the door waits for another sober monitor: at the monitors' limit, below capacity. */
  needsMonitor: boolean;
}

/** One door's crossings when several devices scan an event: a door pass's label (or the leaders' devices), summed over points of one label. */
export interface DoorPointCount {
  label: string;
  entries: number;
  exits: number;
}

/** The headcount with its per-door counts: the door screen's poll and analytics. */
export type DoorHeadcountByDoor = DoorHeadcount & { byDoor: DoorPointCount[] };

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
  /** The door's count when the roster was read, under the event's rule: a device offline counts on from it. */
  headcount: DoorHeadcount;
  /** The event's sober monitors (and any still checked in since being un-named): their codes check in offline too. */
  monitors: DoorRosterMonitor[];
  /** Tickets two devices admitted offline: the leader sees each, none is lost. */
  duplicates: DoorDuplicate[];
  /** Offline admissions the sync found past a limit or of a ticket cancelled or transferred meanwhile. */
  flagged: DoorFlagged[];
}

/** A sober monitor as a door device keeps them: the person its code names, their door name, and whether they are checked in. */
export interface DoorRosterMonitor {
  sub: string;
  name: string;
  inside: boolean;
  /** False for a monitor un-named while checked in: they may check out, not in. */
  named: boolean;
}

/**
 * Why a sync flags an offline admission to the leader: devices offline
 * together let the room pass its capacity or what its sober monitors cover
 * (each stayed within what it could see), or the ticket was cancelled or
 * transferred after the device's roster was refreshed.
 */
export type DoorFlag = 'pastCapacity' | 'pastMonitorLimit' | 'cancelled' | 'transferred';

/** An offline admission the sync flagged: which guest, which device, when, and why. */
export interface DoorFlagged {
  flag: DoorFlag;
  ticketId: string | null;
  holder: string | null;
  scanId: string;
  deviceId: string;
  scannedAt: string;
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
  /** Set when the leader is told of this admission (it is listed in `flagged`). */
  flag?: DoorFlag;
}

/** POST /tickets/door-sync. */
export interface DoorSyncResponse {
  results: DoorSyncResult[];
  /** Every duplicate of the event so far (not only this sync's). */
  duplicates: DoorDuplicate[];
  /** Every flagged offline admission of the event so far (not only this sync's). */
  flagged: DoorFlagged[];
  /** The live headcount with this sync's scans counted: the device shows it as its queue empties. */
  headcount: DoorHeadcount;
}
