/**
 * How a criterion of the conformance report is tested: a test of this
 * repository (its file, and its name as the file writes it, `%s` and all),
 * or a person's review where no test can judge. The report's test checks
 * that every cited file exists and holds a test of that name.
 */

/** The kinds of check, each described once in docs/accessibility.md. */
export const METHODS = {
  'axe sweep':
    'axe-core on every route of the router (`test/e2e/accessibility.test.ts` with `test/support/axe.ts`), signed out and as each demo role, and with the main dialogs, menus and admin tabs open: any violation of a rule for a WCAG 2.1 A/AA criterion fails, whatever impact axe gives it; a best practice fails when serious or critical. Each criterion below names the rules the sweep runs for it.',
  'keyboard round':
    'Keyboard only (`test/e2e/keyboard.test.ts`): journeys with Tab, Enter, Space, the arrows and Escape (sign in, the account menu, a free ticket, the purchase dialog, the feedback dialog, the mobile menu, the door), and a Tab round of every route signed out, as a chapter president and as the admin, from the skip link to the footer and round again.',
  '320 px reflow':
    'Every route at 320 CSS px, WCAG’s reflow width (`test/e2e/small-screens.test.ts` with `test/support/reflow.ts`), signed out and as each demo role: the page never scrolls sideways and no text is clipped or cut by an ellipsis.',
  'text spacing':
    'The same pages at 320 px again with WCAG 1.4.12’s spacing forced on every element (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em): still no sideways scrolling, no clipped text.',
  'non-text contrast':
    'On every route of the axe sweep (`test/support/non-text-contrast.ts`): each form field’s edge, and each chosen tab, radio or pressed toggle against an unchosen one of its row, stands 3:1 or more.',
  'screen-reader names':
    'jsdom tests (`test/web/`) that find controls, images and regions by their role and accessible name and read their descriptions, as a screen reader is told them.',
  focus: 'Where the focus goes and that it shows: the keyboard round checks an outline or ring at every Tab stop; journeys check that dialogs and menus keep the focus inside and give it back.',
  motion: 'Chromium asked for reduced motion (`prefers-reduced-motion`) in the axe sweep’s file: the looping animations run once, at once.',
  timing: 'jsdom tests of what disappears or expires: toasts that carry an error stay until closed; a seat held from the waitlist shows its deadline before it runs.',
  'status messages': 'jsdom tests that results, toasts and outcomes arrive in a live region that is in the page before they change.',
  'form errors': 'jsdom tests of failed submits: the field in error is marked invalid, the message is under it and read with it, the focus goes to the first.',
  'source check':
    'Unit tests over the SPA’s source (`test/unit/accessibility/spa-source.test.ts`) for what no page check sees until someone adds it: hover content, autoplay, page-wide key shortcuts, actions on pointer-down or focus, orientation locks, motion input.',
  review: 'Checked by a person against the criterion’s text and its Understanding document; no test can judge it.',
} as const;

export type Method = keyof typeof METHODS;

export type Evidence =
  /** A test of this repository: `test` is its name as `file` writes it. */
  | { method: Exclude<Method, 'review'>; file: string; test: string }
  /** A person's review: what was looked at. */
  | { method: 'review'; what: string };

const ACCESSIBILITY = 'test/e2e/accessibility.test.ts';
const KEYBOARD = 'test/e2e/keyboard.test.ts';
const SMALL_SCREENS = 'test/e2e/small-screens.test.ts';
const SPA_SOURCE = 'test/unit/accessibility/spa-source.test.ts';

/** The page sweep: axe, each page's title and the non-text contrast, on every route as every persona. */
const ROUTE_SWEEP = '%s: its own title, no axe failure, and fields and chosen controls stand out 3:1';

/** Evidence many criteria share. */
export const EVIDENCE = {
  axeRoutes: { method: 'axe sweep', file: ACCESSIBILITY, test: ROUTE_SWEEP },
  axeOpenViews: { method: 'axe sweep', file: ACCESSIBILITY, test: 'axe with dialogs, menus and other views open' },
  titles: { method: 'screen-reader names', file: ACCESSIBILITY, test: ROUTE_SWEEP },
  nonTextContrast: { method: 'non-text contrast', file: ACCESSIBILITY, test: ROUTE_SWEEP },
  reducedMotion: { method: 'motion', file: ACCESSIBILITY, test: 'asked for less motion, the pulse and the spinner run once, at once, instead of looping' },
  tabRound: { method: 'keyboard round', file: KEYBOARD, test: '%s: every control is reached, from the skip link to the footer, and shows its focus' },
  focusShown: { method: 'focus', file: KEYBOARD, test: '%s: every control is reached, from the skip link to the footer, and shows its focus' },
  keyboardJourneys: { method: 'keyboard round', file: KEYBOARD, test: 'keyboard only' },
  dialogFocus: { method: 'focus', file: KEYBOARD, test: 'opens the purchase dialog of a paid event, keeps focus inside it and gives it back on Escape' },
  menuFocus: { method: 'focus', file: KEYBOARD, test: 'opens the feedback dialog and the mobile menu with Enter and gets the focus back on Escape' },
  doorFocus: { method: 'focus', file: KEYBOARD, test: 'validates a ticket at /validate-ticket and refuses it the second time' },
  reflow: { method: '320 px reflow', file: SMALL_SCREENS, test: '%s does not scroll sideways nor cut text off, also with wider text spacing' },
  textSpacing: { method: 'text spacing', file: SMALL_SCREENS, test: '%s does not scroll sideways nor cut text off, also with wider text spacing' },
  noHoverContent: { method: 'source check', file: SPA_SOURCE, test: 'shows nothing on hover, or on focus of another element: no tooltip, no hover card, no class that reveals content' },
  noAutoplay: { method: 'source check', file: SPA_SOURCE, test: 'plays no audio or video by itself: the only sound is the door scan beep, on a scan' },
  noKeyShortcuts: { method: 'source check', file: SPA_SOURCE, test: 'listens for keys only on the focused control: no key listener on the document or the window' },
  noEarlyActions: { method: 'source check', file: SPA_SOURCE, test: 'acts on no pointer-down, hover or focus: those only start fetching code or data ahead of a click' },
  noOrientationOrMotion: { method: 'source check', file: SPA_SOURCE, test: 'locks no screen orientation and reads no device motion' },
  fieldErrors: {
    method: 'form errors',
    file: 'test/web/auth/auth-page.test.tsx',
    test: 'marks each field in error where it is: invalid, the message under it read with the field, the focus on the first',
  },
  choiceErrors: { method: 'form errors', file: 'test/web/leader-auth/leader-auth.test.tsx', test: 'asks for a missing choice with Missing information' },
  toastTiming: { method: 'timing', file: 'test/web/lib/toast.test.tsx', test: 'keeps an error until it is closed, and lets a plain success go after a few seconds' },
  toastLiveRegion: { method: 'status messages', file: 'test/web/lib/toast.test.tsx', test: 'announces toasts politely: they arrive in a live region' },
  resultsStatus: {
    method: 'status messages',
    file: 'test/web/schools/schools.test.tsx',
    test: 'tells a screen reader how many schools are left, from one live region that stays while the search changes',
  },
} as const satisfies Record<string, Evidence>;
