/**
 * docs/accessibility.md from the report's data: the scope, a summary table,
 * the methods, the gaps, then each criterion with its status, remarks and
 * tests (and the axe rules the sweep runs for it).
 */
import { AXE_VERSION, sweepRulesByCriterion } from './axe-rules';
import { type Evidence, METHODS, type Method } from './evidence';
import type { Status } from './finding';
import { CONFORMANCE } from './report';
import { type Criterion, PRINCIPLES, WCAG21_A_AA } from './wcag21';

export const REPORT_PATH = 'docs/accessibility.md';
export const REGENERATE = 'npm run a11y:report';

const STATUSES: Status[] = ['Supports', 'Partially supports', 'Does not support', 'Not applicable'];

const title = (c: Criterion) => `${c.id} ${c.name}`;

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const link = (c: Criterion) => `[${title(c)}](#${anchor(title(c))})`;

/** The methods a criterion is tested by, in the order of `METHODS`. */
function methodsOf(evidence: readonly Evidence[]): Method[] {
  const used = new Set(evidence.map((e) => e.method));
  return (Object.keys(METHODS) as Method[]).filter((m) => used.has(m));
}

function evidenceLine(e: Evidence): string {
  return e.method === 'review' ? `- review: ${e.what}` : `- ${e.method}: \`${e.file}\`, “${e.test}”`;
}

function summary(): string[] {
  const count = (status: Status, level: 'A' | 'AA') => WCAG21_A_AA.filter((c) => c.level === level && CONFORMANCE[c.id].status === status).length;
  return [
    '| Status | Level A | Level AA |',
    '| --- | --- | --- |',
    ...STATUSES.map((s) => `| ${s} | ${count(s, 'A')} | ${count(s, 'AA')} |`),
    '',
    '| Criterion | Level | Status | How it is tested |',
    '| --- | --- | --- | --- |',
    ...WCAG21_A_AA.map((c) => `| ${link(c)} | ${c.level} | ${CONFORMANCE[c.id].status} | ${methodsOf(CONFORMANCE[c.id].evidence).join(', ')} |`),
  ];
}

function criterionSection(c: Criterion, axeRules: Map<string, string[]>): string[] {
  const finding = CONFORMANCE[c.id];
  const rules = finding.evidence.some((e) => e.method === 'axe sweep') ? (axeRules.get(c.id) ?? []) : [];
  return [
    `### ${title(c)}`,
    '',
    `Level ${c.level} · **${finding.status}**`,
    '',
    finding.remarks,
    '',
    'How it is tested:',
    '',
    ...finding.evidence.map(evidenceLine),
    ...(rules.length ? [`- axe rules the sweep runs for it: ${rules.map((r) => `\`${r}\``).join(', ')}`] : []),
    '',
  ];
}

export function renderReport(): string {
  const axeRules = sweepRulesByCriterion();
  const gaps = WCAG21_A_AA.filter((c) => CONFORMANCE[c.id].status === 'Partially supports' || CONFORMANCE[c.id].status === 'Does not support');
  const lines = [
    '# Accessibility conformance report',
    '',
    `<!-- Generated from test/support/conformance/ by \`${REGENERATE}\`: edit the data there, not this file. test/unit/accessibility/conformance-report.test.ts fails when they differ. -->`,
    '',
    'A report in the form of a VPAT (ITI’s Voluntary Product Accessibility Template), criterion by criterion.',
    '',
    '- **Product:** Greek Campus, the web app in `web/`: every page of its router (`web/src/app/routes.tsx`), signed out and signed in as a student, a media manager, a chapter president and a platform admin, and the door pass’s scanner.',
    '- **Standard:** WCAG 2.1, levels A and AA: the technical standard of the US Department of Justice’s ADA Title II rule for the web content of state and local governments, public universities included, content provided through vendors too.',
    '- **Terms:** *Supports*, *Partially supports* (some of the product does not meet the criterion), *Does not support* (most of it does not), *Not applicable*.',
    `- **Evaluation:** the tests of this repository named under each criterion, run by \`npm test\` (axe-core ${AXE_VERSION}, headless Chromium, jsdom), and a person’s review where no test can judge.`,
    '',
    '## Summary',
    '',
    ...summary(),
    '',
    '## Not yet supported',
    '',
    ...gaps.map((c) => `- ${link(c)}: ${CONFORMANCE[c.id].status}.`),
    '',
    '## How it is tested',
    '',
    ...(Object.entries(METHODS) as [Method, string][]).map(([method, text]) => `- **${method}**: ${text}`),
    '',
  ];
  for (const [digit, principle] of Object.entries(PRINCIPLES)) {
    lines.push(`## ${digit} ${principle}`, '');
    for (const c of WCAG21_A_AA.filter((x) => x.id.startsWith(`${digit}.`))) lines.push(...criterionSection(c, axeRules));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
