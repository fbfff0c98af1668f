/**
 * @vitest-environment jsdom
 *
 * What fails the axe sweep: a violation of a rule for a WCAG 2.1 A/AA
 * criterion whatever impact axe gives it (the report claims those criteria),
 * a best practice only when serious or critical. Run on real axe results in
 * jsdom.
 */
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AXE_RUN_OPTIONS, blockingOf } from '../../support/axe';

beforeEach(() => {
  // jsdom draws nothing: axe's icon-font probe gets no canvas instead of an error logged.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The violations axe finds in `head` and `body` with the sweep's options. */
async function violationsOf(head: string, body: string) {
  document.documentElement.lang = 'en';
  document.head.innerHTML = `<title>Page</title>${head}`;
  document.body.innerHTML = `<main><h1>Page</h1>${body}</main>`;
  return (await axe.run(document, AXE_RUN_OPTIONS)).violations;
}

describe('what fails the axe sweep', () => {
  it('a viewport that stops zooming (WCAG 1.4.4), which axe rates only "moderate"', async () => {
    const violations = await violationsOf('<meta name="viewport" content="width=device-width, user-scalable=no">', '');
    expect(violations.map((v) => [v.id, v.impact])).toContainEqual(['meta-viewport', 'moderate']);
    expect(blockingOf(violations).join('\n')).toMatch(/^meta-viewport \(moderate\)/m);
  });

  it('a page whose two language attributes disagree (WCAG 3.1.1), "moderate" too', async () => {
    document.documentElement.setAttribute('xml:lang', 'fr');
    try {
      const violations = await violationsOf('', '');
      expect(blockingOf(violations).join('\n')).toMatch(/^html-xml-lang-mismatch \(moderate\)/m);
    } finally {
      document.documentElement.removeAttribute('xml:lang');
    }
  });

  it('not a best practice below serious: a heading level skipped', async () => {
    const violations = await violationsOf('', '<h3>Skipped a level</h3>');
    expect(violations.map((v) => [v.id, v.impact])).toContainEqual(['heading-order', 'moderate']);
    expect(blockingOf(violations)).toEqual([]);
  });
});
