/**
 * The conformance report of the SPA against WCAG 2.1 A and AA, as data:
 * each criterion's status, remarks and the tests that show it.
 * docs/accessibility.md is rendered from it (`npm run a11y:report`), and
 * test/unit/accessibility/conformance-report.test.ts fails when the two
 * differ, when a criterion is missing, or when a cited test is gone.
 */
import type { Finding } from './finding';
import { OPERABLE } from './operable';
import { PERCEIVABLE } from './perceivable';
import { ROBUST } from './robust';
import { UNDERSTANDABLE } from './understandable';
import type { CriterionId } from './wcag21';

export const CONFORMANCE: Record<CriterionId, Finding> = { ...PERCEIVABLE, ...OPERABLE, ...UNDERSTANDABLE, ...ROBUST };
