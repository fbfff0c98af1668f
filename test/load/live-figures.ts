/**
 * Live tickets' door figure: the offline door's decision on a live code (the
 * signature checked with the ticket's phone key from a roster of live
 * tickets, each key imported as a scan first needs it). The holder's page is
 * measured in Chromium on a throttled CPU (`live-page.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { DoorRosterResponse } from '../../shared/api/types';
import { importDoorKey } from '../../shared/door-code';
import { headcountFrom } from '../../shared/door-headcount';
import { importPhoneKey, liveStep, makePhoneKey, phoneKeyText, signLiveCode } from '../../shared/live-code';
import { eventDoorKey } from '../../functions/domains/ticketing/door/qr';
import { decideOffline } from '../../web/src/lib/offline-door/decide-offline';
import { percentile } from './invariants';

export const LIVE_GOAL = { decisionP95Ms: 50 };

export interface LiveFigure {
  rosterSize: number;
  decisions: number;
  decisionP95: number;
}

export async function liveTicketFigures(rosterSize = 2000, decisions = 300): Promise<LiveFigure> {
  const eventId = randomUUID();
  const phones = await Promise.all(Array.from({ length: decisions }, () => makePhoneKey()));
  const ids = Array.from({ length: rosterSize }, () => randomUUID());
  const scanned = await Promise.all(phones.map(async (phone, i) => ({ id: ids[i]!, phone, publicKey: await phoneKeyText(phone.publicKey) })));
  // The rest of the roster's live tickets share one key: only the scanned tickets' keys are ever imported.
  const spare = scanned[0]!.publicKey;
  const roster: DoorRosterResponse = {
    eventId,
    title: 'Bench Live Night',
    publicKey: eventDoorKey(eventId),
    generatedAt: new Date().toISOString(),
    alcohol: true,
    ageLimit: 'none',
    tickets: ids.map((id, i) => ({ id, holder: `Guest ${i % 26}.`, status: 'valid', ageBand: '21+', live: true, phoneKey: scanned[i]?.publicKey ?? spare })),
    headcount: headcountFrom({ insideNow: 0, entries: 0, exits: 0, peakInside: 0, monitorsIn: 0 }, { capacity: rosterSize, monitorRatio: null }),
    monitors: [],
    duplicates: [],
    flagged: [],
  };
  const key = await importDoorKey(roster.publicKey);
  const step = liveStep(Date.now());
  const codes = await Promise.all(scanned.map((t) => signLiveCode(t.phone.privateKey, t.id, eventId, step)));
  const keys = new Map<string, Promise<CryptoKey>>();
  const live = { step, keyOf: (k: string) => keys.get(k) ?? keys.set(k, importPhoneKey(k)).get(k)! };
  const here = { admitted: new Set<string>(), out: new Set<string>(), headcount: roster.headcount };
  const latencies: number[] = [];
  for (const code of codes) {
    const started = performance.now();
    const verdict = await decideOffline(code, roster, key, here, 'entry', live);
    latencies.push(performance.now() - started);
    if (verdict.decision !== 'admitted') throw new Error(`a live code was refused: ${verdict.message}`);
  }
  return { rosterSize, decisions, decisionP95: percentile(latencies, 95) };
}
