/**
 * The paperwork panel's figures that follow from its sober monitors (issue
 * 13): the guests they cover and the warnings an office would send back.
 * The API makes the packet's and the panel's with them; the SPA makes the
 * panel's again after naming monitors, whose answer carries only the
 * monitors (naming them reads no tickets and no members: at most 3 DynamoDB calls per request).
 */
import type { PaperworkPanel, SoberMonitor } from './api/party-packet-types';
import { plural } from './numbers';
import { ratioOf, rulesOf } from './school-deadlines';
import { guestsCoveredBy, monitorRatioText, monitorsRequired, type MonitorRatio } from './monitor-ratio';

/** What the warnings are worked out from. */
export interface PaperworkFacts {
  alcoholAllowed: boolean;
  soberMonitors: number;
  expectedGuests: number;
  ratio: MonitorRatio;
  lateRegistration: boolean;
}

/** What the named monitors cover: "1 sober monitor covers 20 guests (one per 20 guests)". */
export function monitorCover(soberMonitors: number, ratio: MonitorRatio): string {
  const words = monitorRatioText(ratio);
  if (soberMonitors === 0) return `No sober monitors named yet (${words})`;
  const verb = soberMonitors === 1 ? 'covers' : 'cover';
  return `${plural(soberMonitors, 'sober monitor')} ${verb} ${plural(guestsCoveredBy(ratio, soberMonitors), 'guest')} (${words})`;
}

/**
 * The warning when the expected guests outnumber what the monitors cover:
 * "30 guests need 1 more sober monitor (one per 20 guests)"; null when they
 * cover them. The panel, its alert and the packet's PDF all say it so.
 */
export function monitorShortfall(expectedGuests: number, soberMonitors: number, ratio: MonitorRatio): string | null {
  const more = monitorsRequired(ratio, expectedGuests) - soberMonitors;
  if (more <= 0) return null;
  const verb = expectedGuests === 1 ? 'needs' : 'need';
  return `${plural(expectedGuests, 'guest')} ${verb} ${plural(more, 'more sober monitor')} (${monitorRatioText(ratio)})`;
}

/** What an office would send back: an alcohol event without a sober monitor, more guests than the monitors cover, a late registration. */
export function paperworkWarnings(p: PaperworkFacts): string[] {
  if (!p.alcoholAllowed) return [];
  const warnings: string[] = [];
  if (p.soberMonitors === 0) warnings.push('Sober monitors missing: an event with alcohol needs at least one');
  else {
    const shortfall = monitorShortfall(p.expectedGuests, p.soberMonitors, p.ratio);
    if (shortfall) warnings.push(shortfall);
  }
  if (p.lateRegistration) warnings.push('Late registration: created after the office registration deadline');
  return warnings;
}

/** The panel with `monitors` named instead: their capacity and the warnings worked out again. */
export function withSoberMonitors<P extends PaperworkPanel>(panel: P, monitors: SoberMonitor[]): P {
  const ratio = ratioOf(rulesOf(panel.rules));
  const monitorCapacity = guestsCoveredBy(ratio, monitors.length);
  const warnings = paperworkWarnings({ ...panel, soberMonitors: monitors.length, ratio });
  return { ...panel, soberMonitors: monitors, monitorCapacity, warnings };
}
