/**
 * The paperwork panel's figures that follow from its sober monitors (issue
 * 13): the guests they cover and the warnings an office would send back.
 * The API makes the packet's and the panel's with them; the SPA makes the
 * panel's again after naming monitors, whose answer carries only the
 * monitors (naming them reads no tickets and no members: issue 8 §1).
 */
import type { PaperworkPanel, SoberMonitor } from './api/party-packet-types';
import { rulesOf } from './school-deadlines';

/** What the warnings are worked out from. */
export interface PaperworkFacts {
  alcoholAllowed: boolean;
  soberMonitors: number;
  expectedGuests: number;
  monitorCapacity: number;
  guestsPerMonitor: number;
  lateRegistration: boolean;
}

/** What an office would send back: an alcohol event without a sober monitor, more guests than the monitors cover, a late registration. */
export function paperworkWarnings(p: PaperworkFacts): string[] {
  if (!p.alcoholAllowed) return [];
  const warnings: string[] = [];
  if (p.soberMonitors === 0) warnings.push('Sober monitors missing: an event with alcohol needs at least one');
  else if (p.expectedGuests > p.monitorCapacity)
    warnings.push(`${p.expectedGuests} guests expected, more than ${p.soberMonitors} sober monitor(s) cover at ${p.guestsPerMonitor} guests each (${p.monitorCapacity})`);
  if (p.lateRegistration) warnings.push('Late registration: created after the office registration deadline');
  return warnings;
}

/** The panel with `monitors` named instead: their capacity and the warnings worked out again. */
export function withSoberMonitors<P extends PaperworkPanel>(panel: P, monitors: SoberMonitor[]): P {
  const { guestsPerMonitor } = rulesOf(panel.rules);
  const monitorCapacity = monitors.length * guestsPerMonitor;
  const warnings = paperworkWarnings({ ...panel, soberMonitors: monitors.length, monitorCapacity, guestsPerMonitor });
  return { ...panel, soberMonitors: monitors, monitorCapacity, warnings };
}
