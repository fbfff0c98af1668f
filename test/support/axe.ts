/**
 * axe-core in the e2e pages: injected as a script, run over the whole
 * document (or one open dialog), and what fails the suite reported one line
 * per rule with the nodes that break it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's tags of the rules that test a WCAG 2.1 level A or AA success criterion (docs/accessibility.md). */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * How the sweep runs axe: every rule axe runs by default (WCAG 2.0 and 2.1
 * A/AA, best practices), and two named here so that the sweep keeps them
 * whatever axe's defaults become: WCAG 2.5.3 (a control's name contains its
 * visible text; once experimental) and 1.3.4 (no orientation lock;
 * experimental). docs/accessibility.md lists each criterion's rules.
 */
export const AXE_RUN_OPTIONS = {
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true }, 'css-orientation-lock': { enabled: true } },
} satisfies RunOptions;

/** A best practice fails the suite at the two worst of axe's four impact levels. */
const BLOCKING_BEST_PRACTICE: ImpactValue[] = ['serious', 'critical'];

/**
 * What fails the suite, e.g.
 * `color-contrast (serious): Elements must meet minimum color contrast ratio thresholds: .avatar, …`:
 * every violation of a rule for a WCAG 2.1 A/AA criterion, whatever the
 * impact axe gives it (a `meta-viewport` that stops zooming is only
 * "moderate", yet fails 1.4.4), and a best practice's serious or critical one.
 */
export function blockingOf(violations: Result[]): string[] {
  return violations
    .filter((v) => v.tags.some((tag) => (WCAG_21_AA_TAGS as readonly string[]).includes(tag)) || (v.impact && BLOCKING_BEST_PRACTICE.includes(v.impact)))
    .map((v) => {
      const nodes = v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` [${n.any[0].message}]` : ''}`);
      return `${v.id} (${v.impact}): ${v.help}: ${nodes.length} node(s): ${nodes.slice(0, 5).join(' | ')}`;
    });
}

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<AxeResults> };
  }
}

/**
 * What fails the suite on the page as it is now ({@link blockingOf}).
 * `within` limits the scan to one element (an open dialog or menu).
 *
 * The page's context needs `bypassCSP: true`: the script is injected inline.
 */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    ({ selector, options }) => window.axe!.run(selector ? document.querySelector(selector) : document, options),
    { selector: within ?? null, options: AXE_RUN_OPTIONS },
  );
  return blockingOf(results.violations);
}
