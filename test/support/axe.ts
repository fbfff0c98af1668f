/**
 * axe-core in the e2e pages: injected as a script, run over the whole
 * document (or one open dialog), and its serious and critical violations
 * reported one line per rule with the nodes that break it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails the suite: the two worst of axe's four impact levels. */
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<AxeResults> };
  }
}

/**
 * axe's serious and critical violations on the page as it is now, e.g.
 * `color-contrast (serious): Elements must meet minimum color contrast ratio thresholds: .avatar, …`.
 * `within` limits the scan to one element (an open dialog or menu).
 *
 * The page's context needs `bypassCSP: true`: the script is injected inline.
 */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    (selector) =>
      window.axe!.run(selector ? document.querySelector(selector) : document, {
        resultTypes: ['violations'],
        // Off by default (experimental), on here: WCAG 2.5.3, a control's name contains its visible text.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
    within ?? null,
  );
  return results.violations
    .filter((v) => v.impact && BLOCKING.includes(v.impact))
    .map((v) => {
      const nodes = v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` [${n.any[0].message}]` : ''}`);
      return `${v.id} (${v.impact}): ${v.help}: ${nodes.length} node(s): ${nodes.slice(0, 5).join(' | ')}`;
    });
}
