/**
 * Which axe rules the e2e sweep runs for each WCAG criterion: axe-core's own
 * rule list, its WCAG tags read as criteria (`wcag1412` is 1.4.12), and the
 * sweep's options (test/support/axe.ts). Experimental and deprecated rules
 * are off unless the options turn them on, as axe itself decides (the
 * report's test checks this against a real run).
 */
import axe from 'axe-core';
import { AXE_RUN_OPTIONS, WCAG_21_AA_TAGS } from '../axe';

export const AXE_VERSION: string = axe.version;

/** `wcag1412` → `1.4.12`; null for a tag that names no criterion (`wcag2aa`, `best-practice`). */
export function criterionOfTag(tag: string): string | null {
  const match = /^wcag(\d)(\d)(\d+)$/.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/** Whether the sweep runs `rule`: as its options say, else unless axe marks it experimental or deprecated. */
function sweepRuns(rule: { ruleId: string; tags: string[] }): boolean {
  const chosen = (AXE_RUN_OPTIONS.rules as Record<string, { enabled: boolean }>)[rule.ruleId];
  return chosen ? chosen.enabled : !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated');
}

/** The WCAG 2.1 A/AA rules of axe the sweep runs, with the criteria each tests. */
export function sweepRules(): { id: string; criteria: string[] }[] {
  return axe
    .getRules([...WCAG_21_AA_TAGS])
    .filter(sweepRuns)
    .map((rule) => ({ id: rule.ruleId, criteria: rule.tags.map(criterionOfTag).filter((c): c is string => c !== null) }));
}

/** The sweep's rules of each criterion, sorted: `1.4.3` → `['color-contrast']`. */
export function sweepRulesByCriterion(): Map<string, string[]> {
  const byCriterion = new Map<string, string[]>();
  for (const rule of sweepRules()) for (const criterion of rule.criteria) byCriterion.set(criterion, [...(byCriterion.get(criterion) ?? []), rule.id]);
  for (const rules of byCriterion.values()) rules.sort();
  return byCriterion;
}
