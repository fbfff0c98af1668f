import { EVIDENCE } from './evidence';
import type { FindingsOf } from './finding';

/** Principle 4: assistive technology can read and drive every part. */
export const ROBUST: FindingsOf<'4'> = {
  '4.1.1': {
    status: 'Supports',
    remarks:
      'WCAG 2.1’s errata (2023) treat this criterion as always met by HTML: browsers repair markup the same way. What it once guarded against for assistive technology, duplicate ids that ARIA points at, is among the axe sweep’s rules of 4.1.2.',
    evidence: [{ method: 'review', what: 'The errata of WCAG 2.1 on 4.1.1; React writes every page’s markup.' }],
  },
  '4.1.2': {
    status: 'Supports',
    remarks:
      'Native controls wherever one exists; the rest follow the ARIA patterns (tabs, menu, dialog, radio group, toggle buttons with `aria-pressed`), with names, states and relations screen readers announce.',
    evidence: [
      EVIDENCE.axeRoutes,
      EVIDENCE.axeOpenViews,
      { method: 'screen-reader names', file: 'test/web/lib/tabs.test.tsx', test: 'moves and selects with the arrow keys (wrapping), Home and End; a click selects' },
      { method: 'keyboard round', file: 'test/e2e/keyboard.test.ts', test: 'signs in, opens the account menu, walks it with the arrows and leaves it with Escape' },
    ],
  },
  '4.1.3': {
    status: 'Supports',
    remarks:
      'Toasts arrive in a polite live region; how many results a search or filter leaves (schools, organizations, party events, people) is said from a live region that stays in the page; the door’s verdict and headcount, an RSVP’s count and a data tool’s outcome are live too, without taking the focus.',
    evidence: [
      EVIDENCE.toastLiveRegion,
      EVIDENCE.resultsStatus,
      { method: 'status messages', file: 'test/web/validate-ticket/headcount.test.tsx', test: 'shows inside now against capacity, sends exit scans in exit mode, and follows each scan’s count' },
    ],
  },
};
