/**
 * @vitest-environment jsdom
 *
 * The conformance report (docs/accessibility.md) cannot drift from what is
 * true of the suite: it answers every WCAG 2.1 A and AA criterion once, each
 * test it cites exists under that name, it claims the axe sweep exactly
 * where the sweep runs a rule for the criterion (checked against a real axe
 * run with the sweep's options, here in jsdom), and the markdown is what the
 * data renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { AXE_RUN_OPTIONS, WCAG_21_AA_TAGS } from '../../support/axe';
import { criterionOfTag, sweepRules, sweepRulesByCriterion } from '../../support/conformance/axe-rules';
import { REGENERATE, REPORT_PATH, renderReport } from '../../support/conformance/render';
import { CONFORMANCE } from '../../support/conformance/report';
import { testNamesIn } from '../../support/conformance/test-names';
import { WCAG21_A_AA } from '../../support/conformance/wcag21';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const findings = Object.entries(CONFORMANCE);

describe('the accessibility conformance report', () => {
  it('answers every WCAG 2.1 success criterion of levels A and AA once: 30 A and 20 AA', () => {
    const ids = WCAG21_A_AA.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(WCAG21_A_AA.filter((c) => c.level === 'A')).toHaveLength(30);
    expect(WCAG21_A_AA.filter((c) => c.level === 'AA')).toHaveLength(20);
    expect(Object.keys(CONFORMANCE).sort()).toEqual([...ids].sort());
  });

  it('agrees with axe-core on the criteria and levels its WCAG rules name', () => {
    const levels = new Map<string, string>(WCAG21_A_AA.map((c) => [c.id, c.level]));
    for (const rule of axe.getRules([...WCAG_21_AA_TAGS])) {
      const level = rule.tags.some((t) => t === 'wcag2aa' || t === 'wcag21aa') ? 'AA' : 'A';
      // A rule may also name a AAA criterion (2.1.3 beside 2.1.1), which the report leaves out.
      const named = rule.tags.map(criterionOfTag).filter((c): c is string => c !== null && levels.has(c));
      expect(named.length, rule.ruleId).toBeGreaterThan(0);
      for (const criterion of named) expect(levels.get(criterion), `${rule.ruleId} names ${criterion}`).toBe(level);
    }
  });

  it('cites only tests that exist, under the names their files give them', () => {
    const missing: string[] = [];
    for (const [id, finding] of findings) {
      for (const evidence of finding.evidence) {
        if (evidence.method === 'review') continue;
        const file = path.join(ROOT, evidence.file);
        if (!fs.existsSync(file)) missing.push(`${id}: ${evidence.file} does not exist`);
        else if (!testNamesIn(file).has(evidence.test)) missing.push(`${id}: ${evidence.file} has no test or suite named "${evidence.test}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('runs in the sweep the axe rules it lists: axe itself, with the sweep’s options, runs exactly those', async () => {
    // jsdom draws nothing: axe's icon-font probe gets no canvas instead of an error logged.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<main><h1>Page</h1></main>';
    const results = await axe.run(document, AXE_RUN_OPTIONS);
    const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id));
    const wcagRules = axe.getRules([...WCAG_21_AA_TAGS]).map((r) => r.ruleId);
    expect(sweepRules().map((r) => r.id).sort()).toEqual(wcagRules.filter((id) => ran.has(id)).sort());
  });

  it('claims the axe sweep where, and only where, the sweep runs a rule for the criterion', () => {
    const rules = sweepRulesByCriterion();
    const wrong: string[] = [];
    for (const [id, finding] of findings) {
      const citesAxe = finding.evidence.some((e) => e.method === 'axe sweep');
      if (citesAxe && !rules.has(id)) wrong.push(`${id} cites the axe sweep, which runs no rule for it`);
      // Where the report says the product meets the criterion, the rules that would catch a regression are named.
      if (!citesAxe && rules.has(id) && finding.status !== 'Does not support') wrong.push(`${id} does not cite the axe sweep, which runs ${rules.get(id)!.join(', ')} for it`);
    }
    expect(wrong).toEqual([]);
  });

  it('tests each criterion some way, and says what is missing, and why, wherever it does not say Supports', () => {
    for (const [id, finding] of findings) {
      expect(finding.evidence.length, id).toBeGreaterThan(0);
      // A sentence at least, not a placeholder.
      if (finding.status !== 'Supports') expect(finding.remarks.length, id).toBeGreaterThan(40);
    }
  });

  it(`is what ${REPORT_PATH} says (after a change to the data, run \`${REGENERATE}\`)`, () => {
    const file = path.join(ROOT, REPORT_PATH);
    const written = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(written === renderReport(), `${REPORT_PATH} is stale or missing: run \`${REGENERATE}\` and commit it`).toBe(true);
  });
});
