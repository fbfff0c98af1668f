/**
 * The ticket invariants of DESIGN §5, as bench figures: a ticket burst (N
 * concurrent buyers for M seats on a fresh event → exactly M tickets) and a
 * door scan (K parallel validations of one ticket → exactly one entry).
 *
 * Requests go through the real feature handlers with API Gateway v2 events
 * (`test/support/invoke.ts`: the local API server's gateway minus HTTP and JWT
 * verification), all started at once, against DynamoDB Local — so the
 * figures are the handlers' and the table's: tickets issued per second over
 * the burst, and the p95 of one purchase while N others compete for the seats.
 *
 * Tickets/s is read against the emulator's own pace in the same run (issue 8
 * §7): N independent conditional writes — one conditional UpdateItem of each
 * buyer's own profile, all N at once, through the same client — so the ratio
 * says what one event's purchases get out of the table, whatever the
 * machine's load.
 */
import { randomUUID } from 'node:crypto';
import type { CreatePartyEventResponse, TicketResponse, ValidateTicketResponse } from '../../shared/api/types';
import { createProfile, getProfile, setProfileDateOfBirth } from '../../functions/lib/db/profiles';
import { getPartyEvent } from '../../functions/lib/db/party-events';
import { listEventTickets } from '../../functions/lib/db/tickets';
import type { DemoAccount } from '../../infra/local/demo-accounts';
import { accessClaims, invoke } from '../support/invoke';

export interface TicketBurstFigure {
  buyers: number;
  seats: number;
  /** Tickets in the table afterwards (must equal `seats`). */
  tickets: number;
  /** The event's `ticketsSold` counter afterwards (must equal `seats`). */
  ticketsSold: number;
  /** Buyers refused with "Sold Out". */
  soldOut: number;
  /** Any other answer (must be 0). */
  errors: number;
  holds: boolean;
  ticketsPerSecond: number;
  /** Buyers answered (ticket or Sold Out) per second over the burst. */
  answersPerSecond: number;
  purchaseP50: number;
  purchaseP95: number;
  /** The emulator's rate of N independent conditional writes, measured just before the burst. */
  independentWritesPerSecond: number;
  /** `ticketsPerSecond / independentWritesPerSecond` (goal: `BURST_GOAL.writeRatio`). */
  writeRatio: number;
}

/** Issue 8 §7: one event's tickets/s at least half the emulator's rate of independent conditional writes. */
export const BURST_GOAL = { writeRatio: 0.5 };

export interface DoorScanFigure {
  scans: number;
  entries: number;
  alreadyUsed: number;
  errors: number;
  holds: boolean;
  scansPerSecond: number;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** `yyyy-MM-dd` a week from now (always "upcoming" in every US time zone). */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh free event of the demo president's chapter, with `seats` seats. */
async function freshEvent(president: DemoAccount, seats: number): Promise<string> {
  const res = await invoke<CreatePartyEventResponse>('createPartyEvent', {
    claims: accessClaims(president.sub),
    body: {
      title: `Bench burst ${new Date().toISOString()}`,
      date: nextWeek(),
      time: '21:00',
      location: 'Bench Hall',
      maxAttendees: seats,
      priceCents: 0,
    },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`createPartyEvent answered ${res.statusCode}: ${res.text}`);
  return res.json.event.id;
}

/** `count` new buyers with profiles (ticket issuance requires one), created in parallel. */
async function buyers(count: number, schoolId: string | null): Promise<string[]> {
  const subs = Array.from({ length: count }, () => randomUUID());
  const createdAt = new Date().toISOString();
  for (let i = 0; i < subs.length; i += 100) {
    await Promise.all(subs.slice(i, i + 100).map((sub, j) => createProfile({ sub, fullName: `Bench Buyer ${i + j}`, createdAt, schoolId })));
  }
  return subs;
}

/**
 * The emulator's rate of independent conditional writes: one conditional
 * update (the profile must exist) of each buyer's own profile, all at once —
 * no item shared. A first pass warms the emulator (its JIT), the second is timed.
 */
async function independentWritesPerSecond(subs: string[]): Promise<number> {
  await Promise.all(subs.map((sub) => setProfileDateOfBirth(sub, null)));
  const started = performance.now();
  await Promise.all(subs.map((sub) => setProfileDateOfBirth(sub, null)));
  return (subs.length / (performance.now() - started)) * 1000;
}

/** N concurrent buyers of free tickets for M seats: exactly M tickets, the rest "Sold Out". */
export async function ticketBurst(president: DemoAccount, { buyers: n = 1000, seats = 200 } = {}): Promise<TicketBurstFigure & { eventId: string; sample: TicketResponse['ticket'] }> {
  const eventId = await freshEvent(president, seats);
  const school = (await getProfile(president.sub))?.schoolId ?? null;
  const subs = await buyers(n, school);
  const writesPerSecond = await independentWritesPerSecond(subs);
  const latencies: number[] = [];
  let soldOut = 0;
  let errors = 0;
  let sample: TicketResponse['ticket'] | undefined;
  const started = performance.now();
  await Promise.all(
    subs.map(async (sub) => {
      const t = performance.now();
      const res = await invoke<TicketResponse>('createFreeTicket', { params: { id: eventId }, claims: accessClaims(sub) });
      latencies.push(performance.now() - t);
      if (res.statusCode < 300 && res.json?.created) sample ??= res.json.ticket;
      else if (/sold out/i.test(res.text)) soldOut++;
      else errors++;
    }),
  );
  const elapsedMs = performance.now() - started;
  const tickets = (await listEventTickets(eventId)).length;
  const ticketsSold = (await getPartyEvent(eventId))?.ticketsSold ?? -1;
  if (!sample) throw new Error('The ticket burst issued no ticket');
  const ticketsPerSecond = (tickets / elapsedMs) * 1000;
  return {
    eventId,
    sample,
    buyers: n,
    seats,
    tickets,
    ticketsSold,
    soldOut,
    errors,
    holds: tickets === seats && ticketsSold === seats && soldOut === n - seats && errors === 0,
    ticketsPerSecond,
    answersPerSecond: (n / elapsedMs) * 1000,
    purchaseP50: percentile(latencies, 50),
    purchaseP95: percentile(latencies, 95),
    independentWritesPerSecond: writesPerSecond,
    writeRatio: ticketsPerSecond / writesPerSecond,
  };
}

/** K parallel validations of one ticket by the event's leader: exactly one "Entry granted". */
export async function doorScan(president: DemoAccount, eventId: string, qrCode: string, scans = 100): Promise<DoorScanFigure> {
  let entries = 0;
  let alreadyUsed = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: scans }, async () => {
      // Each scan is a different device: its own scanId, so none is a retry of another.
      const res = await invoke<ValidateTicketResponse>('validateTicket', {
        claims: accessClaims(president.sub),
        body: { eventId, qrCode, scanId: randomUUID() },
      });
      if (res.statusCode < 300 && res.json?.valid) entries++;
      else if (/already been used/i.test(res.text)) alreadyUsed++;
      else errors++;
    }),
  );
  const elapsedMs = performance.now() - started;
  return { scans, entries, alreadyUsed, errors, holds: entries === 1 && alreadyUsed === scans - 1 && errors === 0, scansPerSecond: (scans / elapsedMs) * 1000 };
}
