import { EVIDENCE } from './evidence';
import type { FindingsOf } from './finding';

/** Principle 2: every control can be operated, by keyboard and by pointer. */
export const OPERABLE: FindingsOf<'2'> = {
  '2.1.1': {
    status: 'Supports',
    remarks:
      'Everything is done with the keyboard: native buttons, links and fields; tabs with the arrows, Home and End; menus with the arrows and Escape; dialogs. The door’s camera scanner has a typed code field that does the same; an admin table that scrolls sideways is a Tab stop.',
    evidence: [EVIDENCE.keyboardJourneys, EVIDENCE.tabRound, EVIDENCE.axeRoutes, EVIDENCE.axeOpenViews],
  },
  '2.1.2': {
    status: 'Supports',
    remarks: 'Tab goes through every page and comes round again. A modal dialog holds the focus by design; Escape closes it and the focus returns to what opened it.',
    evidence: [EVIDENCE.tabRound, EVIDENCE.dialogFocus, EVIDENCE.menuFocus],
  },
  '2.1.4': {
    status: 'Supports',
    remarks:
      'No shortcut uses a letter, number or symbol key alone: keys act only in the focused control (the arrows in a tab list or a menu). The notifications’ Alt+T uses a modifier.',
    evidence: [EVIDENCE.noKeyShortcuts],
  },
  '2.2.1': {
    status: 'Supports',
    remarks:
      'A toast that tells an error, or an outcome the page does not show (a data tool’s result, a logo fetch’s counts, where a reset code went, a filed leader request), stays until it is closed; a success that confirms what the page now shows leaves after 4 s, paused while pointed at or focused. ' +
      'A seat opened up from a paid event’s waitlist is held for 2 hours, its deadline shown beforehand on My Tickets and the event page; it cannot be extended because the next person in line waits for the seat (the real-time exception). ' +
      'Signed-in sessions do not time out while used (tokens are renewed). A door pass’s session lasts 12 hours and a pass is locked for 15 minutes after 5 wrong PINs: security limits (the essential exception). ' +
      'Replace Schools opens the schools list 2 s after it finished; its outcome stays in a toast.',
    evidence: [
      EVIDENCE.toastTiming,
      EVIDENCE.axeRoutes,
      {
        method: 'timing',
        file: 'test/web/my-tickets/my-tickets.test.tsx',
        test: 'says until when a seat opened up on the waitlist is held, before the time runs, and where to buy it',
      },
      { method: 'review', what: 'Every timer of the SPA (`setTimeout`, `setInterval`, token and hold expiries).' },
    ],
  },
  '2.2.2': {
    status: 'Supports',
    remarks:
      'Nothing blinks, scrolls or plays by itself beside other content: a skeleton pulses only while its page loads, and not at all for someone who asked for less motion. The door screen’s headcount and roster time change as the door works, which is what that screen is for. A live ticket’s countdown ring and seconds move a step each second as its code’s 15 seconds run out, also when less motion is asked for (they are the code’s time; nothing sweeps or eases), and screen readers read the seconds left as the timer’s name.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.noAutoplay, EVIDENCE.reducedMotion],
  },
  '2.3.1': {
    status: 'Supports',
    remarks:
      'Nothing flashes. The skeleton’s pulse is a 2 s fade; asked for less motion, the looping animations run once and stop instead of redrawing at every frame (a loop squeezed into 0.01 ms would flicker).',
    evidence: [EVIDENCE.reducedMotion, { method: 'review', what: 'Every animation of the SPA’s styles and of the toast library.' }],
  },
  '2.4.1': {
    status: 'Supports',
    remarks: '"Skip to content" is the first Tab stop of every page in the app’s shell and moves to the main content; header, navigation, main and footer are landmarks.',
    evidence: [EVIDENCE.tabRound, EVIDENCE.axeRoutes],
  },
  '2.4.2': {
    status: 'Supports',
    remarks: 'Each page’s title names it before the site’s name, e.g. "My Tickets | Greek Campus", "Neon Glow Night | Greek Campus".',
    evidence: [EVIDENCE.titles, EVIDENCE.axeRoutes],
  },
  '2.4.3': {
    status: 'Supports',
    remarks:
      'Tab follows the reading order. Menus and dialogs take the focus and give it back; the door’s code field takes it again for the next ticket. When a link opens another page the focus is not moved: it stays on the link when the link remains (the header’s), else the next Tab starts at the top of the page.',
    evidence: [EVIDENCE.tabRound, EVIDENCE.dialogFocus, EVIDENCE.menuFocus, EVIDENCE.doorFocus],
  },
  '2.4.4': {
    status: 'Supports',
    remarks: 'Every link is named by its text or, on a card, by the card’s title; the few repeated words ("View Profile", "Get your ticket") sit in the card or notice they belong to.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.axeOpenViews],
  },
  '2.4.5': {
    status: 'Supports',
    remarks:
      'Pages are found from the header (the menu button below 1024 px), the footer, the searchable and filterable lists (schools, organizations, party events, people) and the links between schools, chapters, national organizations and events.',
    evidence: [
      { method: 'screen-reader names', file: 'test/web/app/shell.test.tsx', test: 'offers Sign In, Get Started, the Leader Portal and the main links' },
      { method: 'review', what: 'How each route is reached.' },
    ],
  },
  '2.4.6': {
    status: 'Supports',
    remarks: 'Each page has one h1 that names it, sections have headings, and every field a label that says what to enter.',
    evidence: [{ method: 'review', what: 'The headings and labels of every route and dialog.' }, EVIDENCE.titles],
  },
  '2.4.7': {
    status: 'Supports',
    remarks: 'Every control shows a violet ring or an outline when focused by keyboard, checked at each Tab stop of every route and in the journeys’ dialogs and menus.',
    evidence: [EVIDENCE.focusShown, EVIDENCE.keyboardJourneys],
  },
  '2.5.1': {
    status: 'Supports',
    remarks: 'Every action is one tap or click. A toast may also be swiped away; its close button does the same.',
    evidence: [{ method: 'review', what: 'Every control of the SPA and of the toast library.' }],
  },
  '2.5.2': {
    status: 'Supports',
    remarks: 'Actions run on click, when the pointer is released. Pointer-down, hover and focus only start loading code or lists ahead.',
    evidence: [EVIDENCE.noEarlyActions],
  },
  '2.5.3': {
    status: 'Supports',
    remarks:
      'A control’s accessible name starts with, or is, its visible text; where a name says more, it keeps the visible words (the visible "Delete" is named "Delete Snowball crowd").',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.axeOpenViews],
  },
  '2.5.4': {
    status: 'Not applicable',
    remarks: 'Nothing responds to moving, shaking or tilting the device.',
    evidence: [EVIDENCE.noOrientationOrMotion],
  },
};
