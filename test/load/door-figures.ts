/**
 * The offline door's figures: a decision on the device — the
 * door screen's pure `decideOffline` over a roster of ROSTER_SIZE tickets,
 * the signature checked with the event's public key as a phone does — and a
 * sync of SYNC_SCANS offline admissions through the handler, sent twice: the
 * second (a retried sync) must change nothing.
 */
import { randomUUID } from 'node:crypto';
import type { DoorRosterResponse, DoorSyncResponse } from '../../shared/api/types';
import { importDoorKey } from '../../shared/door-code';
import { headcountFrom } from '../../shared/door-headcount';
import { listEventTickets } from '../../functions/domains/ticketing/tickets';
import { eventDoorKey, signTicketCode } from '../../functions/domains/ticketing/door/qr';
import type { DemoAccount } from '../../infra/local/demo-accounts';
import { decideOffline } from '../../web/src/lib/offline-door/decide-offline';
import { accessClaims, invoke } from '../support/invoke';
import { percentile } from './invariants';

/** A scanner is ready for the next guest within a second; the decision is a small part of it. */
export const DOOR_GOAL = { decisionP95Ms: 50, syncMs: 10_000 };

export interface OfflineDecisionFigure {
  rosterSize: number;
  decisions: number;
  p50: number;
  p95: number;
}

export interface DoorSyncFigure {
  scans: number;
  syncMs: number;
  retryMs: number;
  recorded: number;
  holds: boolean;
}

export async function offlineDecision(rosterSize = 2000, decisions = 500): Promise<OfflineDecisionFigure> {
  const eventId = randomUUID();
  const ids = Array.from({ length: rosterSize }, () => randomUUID());
  const roster: DoorRosterResponse = {
    eventId,
    title: 'Bench Night',
    publicKey: eventDoorKey(eventId),
    generatedAt: new Date().toISOString(),
    alcohol: true,
    ageLimit: '21+',
    tickets: ids.map((id, i) => ({ id, holder: `Guest ${i % 26}.`, status: i % 10 === 0 ? 'used' : 'valid', ageBand: i % 3 === 0 ? 'under21' : '21+' })),
    // Room for every guest: the decision's cost is measured, not the door filling up.
    headcount: headcountFrom({ insideNow: 0, entries: 0, exits: 0, peakInside: 0, monitorsIn: 0 }, { capacity: rosterSize, monitorRatio: null }),
    monitors: [],
    duplicates: [],
    flagged: [],
  };
  const key = await importDoorKey(roster.publicKey);
  const codes = ids.slice(-decisions).map((id) => signTicketCode(id, eventId));
  const admitted = new Set<string>();
  const here = { admitted, out: new Set<string>(), headcount: roster.headcount };
  for (const code of codes.slice(0, 50)) await decideOffline(code, roster, key, here);
  const latencies: number[] = [];
  for (const code of codes) {
    const started = performance.now();
    const verdict = await decideOffline(code, roster, key, here);
    latencies.push(performance.now() - started);
    if (verdict.decision === 'admitted' && verdict.ticketId) admitted.add(verdict.ticketId);
  }
  return { rosterSize, decisions, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/** One device's offline admissions of every ticket of `eventId` (at most `scans`), synced, then the same sync again. */
export async function doorSync(president: DemoAccount, eventId: string, scans = 500): Promise<DoorSyncFigure> {
  const tickets = (await listEventTickets(eventId)).slice(0, scans);
  const body = {
    eventId,
    deviceId: randomUUID(),
    scans: tickets.map((t) => ({ scanId: randomUUID(), qrCode: signTicketCode(t.id, eventId), scannedAt: new Date().toISOString(), decision: 'admitted' as const })),
  };
  const send = async () => {
    const started = performance.now();
    const res = await invoke<DoorSyncResponse>('syncDoorScans', { claims: accessClaims(president.sub), body });
    if (res.statusCode !== 200) throw new Error(`door sync answered ${res.statusCode}: ${res.text}`);
    return { ms: performance.now() - started, recorded: res.json.results.filter((r) => r.outcome === 'recorded').length };
  };
  const first = await send();
  const retry = await send();
  return { scans: body.scans.length, syncMs: first.ms, retryMs: retry.ms, recorded: first.recorded, holds: first.recorded === body.scans.length && retry.recorded === first.recorded };
}
