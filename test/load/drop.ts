/**
 * A drop, as a bench figure: N buyers join the line in the window before the
 * opening (by default 5,000 in 10 s, for 2,000 seats), then ask where they
 * stand until they are admitted and buy, or are told the drop sold out.
 * Through the real handlers (`test/support/invoke.ts`) against DynamoDB
 * Local, the clock injected (the window and the opening are the clock's,
 * not waited for: the joins' clock moves through the window as they are
 * answered, and from the opening on it runs with the real one).
 *
 * Figures: exactly the seats sold and never more, no answer other than
 * 2xx/409/429/503, every buyer given their place in line by one request; the
 * place answer's p95 against a bare read of the same item kind (the buyer's
 * own line member, strongly consistent) in the same run, and the admitted
 * buyers' purchase p95 against uncontended purchases (a plain event, one at
 * a time) taken while the drop runs, so both bear the same load.
 */
import type { CreatePartyEventResponse, DropLineResponse, TicketResponse } from '../../shared/api/types';
import { salesOpenInstant } from '../../shared/drops';
import { addCalendarDays } from '../../shared/dates';
import { clock } from '../../functions/lib/clock';
import { keys } from '../../functions/domains/keys';
import { getItem } from '../../functions/lib/db/table';
import { getProfile } from '../../functions/domains/people/profiles';
import { getPartyEventWithSeats } from '../../functions/domains/catalog/party-events/party-events';
import { listEventTickets } from '../../functions/domains/ticketing/tickets';
import type { DemoAccount } from '../../infra/local/demo-accounts';
import { accessClaims, invoke } from '../support/invoke';
import { buyers, percentile } from './invariants';

export interface DropFigure {
  buyers: number;
  seats: number;
  tickets: number;
  ticketsSold: number;
  /** Exactly the seats sold, none twice, and the counter agrees. */
  holds: boolean;
  /** Every answer by HTTP status (joins, asks, purchases). */
  statuses: Record<number, number>;
  /** Answers other than 2xx, 409, 429 or 503: must be 0. */
  unexpected: number;
  /** Buyers whose one join answered them in line. */
  placedInOneRequest: number;
  /** Buyers told the drop sold out, and buyers whose checkout window lapsed before they bought. */
  toldSoldOut: number;
  lapsed: number;
  placeP95: number;
  bareReadP95: number;
  /** `placeP95 / bareReadP95` (goal: `DROP_GOAL.placeToBare`). */
  placeToBare: number;
  purchaseP95: number;
  uncontendedPurchaseP95: number;
  /** `purchaseP95 / uncontendedPurchaseP95` (goal: `DROP_GOAL.purchaseToUncontended`). */
  purchaseToUncontended: number;
  /** From the opening to the last buyer answered, in ms. */
  elapsedMs: number;
}

export const DROP_GOAL = { placeToBare: 2, purchaseToUncontended: 3 };

/** Concurrent buyers' requests at a time (clients). */
const CLIENTS = 64;
/** Uncontended purchases measured during the drop, one at a time, beside the buyers' asks (the same load on the machine). */
const UNCONTENDED = 200;
/** A drop that has not sold out by then is reported as it stands. */
const GIVE_UP_MS = 15 * 60_000;

const allowed = (status: number) => (status >= 200 && status < 300) || status === 409 || status === 429 || status === 503;

/** Runs `task(i)` for every i < count, `limit` at a time. */
async function inPool(count: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) await task(next++);
  }));
}

async function timed<T>(samples: number[], call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await call();
  } finally {
    samples.push(performance.now() - started);
  }
}

/** A free event of the president's chapter, a week ahead; with `salesOpenAt`, a drop. */
async function newEvent(president: DemoAccount, seats: number, salesOpenAt?: string) {
  const date = addCalendarDays(new Date().toISOString().slice(0, 10), 7);
  const res = await invoke<CreatePartyEventResponse>('createPartyEvent', {
    claims: accessClaims(president.sub),
    body: { title: `Bench drop ${new Date().toISOString()}`, date, time: '21:00', location: 'Bench Hall', maxAttendees: seats, priceCents: 0, ...(salesOpenAt ? { salesOpenAt: `${addCalendarDays(date, -2)}T${salesOpenAt}` } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`createPartyEvent answered ${res.statusCode}: ${res.text}`);
  return res.json.event;
}

/**
 * Purchases nobody contends (a plain event, one purchase at a time), taken
 * while the drop runs: `next()` starts the next one unless one is under way
 * or none is left; `samples` holds their times.
 */
function uncontendedPurchases(eventId: string, subs: string[]) {
  const samples: number[] = [];
  let busy = false;
  let taken = 0;
  return {
    samples,
    async next(): Promise<void> {
      if (busy || taken >= subs.length) return;
      busy = true;
      const sub = subs[taken++]!;
      try {
        await timed(samples, () => invoke('createFreeTicket', { params: { id: eventId }, claims: accessClaims(sub) }));
      } finally {
        busy = false;
      }
    },
  };
}

export async function dropRun(president: DemoAccount, { buyers: n = 5000, seats = 2000, joinWindowMs = 10_000 } = {}): Promise<DropFigure> {
  const schoolId = (await getProfile(president.sub))?.schoolId ?? null;
  const reserve = Math.min(UNCONTENDED, n);
  const subs = await buyers(n + reserve, schoolId);
  const line = subs.slice(0, n);
  const uncontended = uncontendedPurchases((await newEvent(president, reserve)).id, subs.slice(n));
  const event = await newEvent(president, seats, '12:00');
  const opens = salesOpenInstant(event)!.getTime();
  const statuses: Record<number, number> = {};
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const placeSamples: number[] = [];
  const bareSamples: number[] = [];
  const purchaseSamples: number[] = [];
  const bareRead = (sub: string) => timed(bareSamples, () => getItem(keys.dropLine.member(event.id, sub), { consistent: true }));
  const ask = (route: 'joinDropLine' | 'getDropLine', sub: string) =>
    timed(placeSamples, () => invoke<DropLineResponse>(route, { params: { id: event.id }, claims: accessClaims(sub) }));

  const realNow = clock.now;
  let placed = 0;
  try {
    // The window before the opening: each join at its instant of the window, as the joins are answered.
    let joined = 0;
    clock.now = () => new Date(opens - joinWindowMs + Math.floor((joined * joinWindowMs) / n));
    await inPool(n, CLIENTS, async (i) => {
      const answer = await ask('joinDropLine', line[i]!);
      joined++;
      count(answer.statusCode);
      if (answer.statusCode === 200 && answer.json.line.status === 'waiting') placed++;
      await bareRead(line[i]!);
    });

    // From the opening on, the clock runs: everyone asks where they stand until they bought or were told.
    const started = Date.now();
    clock.now = () => new Date(opens + (Date.now() - started));
    let waiting = [...line];
    let soldOut = 0;
    let lapsed = 0;
    while (waiting.length > 0 && Date.now() - started < GIVE_UP_MS) {
      const still: string[] = [];
      await inPool(waiting.length, CLIENTS, async (i) => {
        const sub = waiting[i]!;
        const answer = await ask('getDropLine', sub);
        count(answer.statusCode);
        await bareRead(sub);
        await uncontended.next();
        const status = answer.statusCode === 200 ? answer.json.line.status : 'retry';
        if (status === 'admitted') {
          const bought = await timed(purchaseSamples, () => invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: accessClaims(sub) }));
          count(bought.statusCode);
          if (bought.statusCode >= 300) still.push(sub);
        } else if (status === 'soldOut') soldOut++;
        else if (status === 'lapsed') lapsed++;
        else if (status !== 'bought') still.push(sub);
      });
      waiting = still;
    }
    const elapsedMs = Date.now() - started;
    const tickets = (await listEventTickets(event.id)).filter((t) => t.status === 'valid').length;
    const ticketsSold = (await getPartyEventWithSeats(event.id, { consistent: true }))?.ticketsSold ?? -1;
    const unexpected = Object.entries(statuses).reduce((k, [status, c]) => (allowed(Number(status)) ? k : k + c), 0);
    const placeP95 = percentile(placeSamples, 95);
    const bareReadP95 = percentile(bareSamples, 95);
    const purchaseP95 = percentile(purchaseSamples, 95);
    const uncontendedPurchaseP95 = percentile(uncontended.samples, 95);
    return {
      buyers: n,
      seats,
      tickets,
      ticketsSold,
      holds: tickets === Math.min(seats, n) && ticketsSold === tickets,
      statuses,
      unexpected,
      placedInOneRequest: placed,
      toldSoldOut: soldOut,
      lapsed,
      placeP95,
      bareReadP95,
      placeToBare: placeP95 / bareReadP95,
      purchaseP95,
      uncontendedPurchaseP95,
      purchaseToUncontended: purchaseP95 / uncontendedPurchaseP95,
      elapsedMs,
    };
  } finally {
    clock.now = realNow;
  }
}
