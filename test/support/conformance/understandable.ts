import { EVIDENCE } from './evidence';
import type { FindingsOf } from './finding';

/** Principle 3: text, behaviour and errors can be understood. */
export const UNDERSTANDABLE: FindingsOf<'3'> = {
  '3.1.1': {
    status: 'Supports',
    remarks: 'Every page declares English (`<html lang="en">`).',
    evidence: [EVIDENCE.axeRoutes],
  },
  '3.1.2': {
    status: 'Supports',
    remarks:
      'The product’s own text is English throughout. What students and leaders write (event descriptions, captions, reviews) is shown as written, in the page’s language: the platform cannot know the language of a passage someone typed. Greek letters of chapter names are proper names.',
    evidence: [EVIDENCE.axeRoutes, { method: 'review', what: 'The text of every route and dialog.' }],
  },
  '3.2.1': {
    status: 'Supports',
    remarks: 'Focusing a control never changes the page: focus only starts loading the code of a menu or dialog ahead.',
    evidence: [EVIDENCE.noEarlyActions],
  },
  '3.2.2': {
    status: 'Supports',
    remarks:
      'Choosing in a list or typing in a search narrows what the same page shows; nothing is submitted and no other page opens until a button is pressed (Save on My School, Search for people).',
    evidence: [{ method: 'review', what: 'Every select, radio and search field of the SPA and what its change does.' }, EVIDENCE.resultsStatus],
  },
  '3.2.3': {
    status: 'Supports',
    remarks: 'One header, navigation and footer around every page, in the same order; the door pass’s scanner is its own screen, outside the shell.',
    evidence: [EVIDENCE.tabRound, { method: 'screen-reader names', file: 'test/web/app/shell.test.tsx', test: 'offers Sign In, Get Started, the Leader Portal and the main links' }],
  },
  '3.2.4': {
    status: 'Supports',
    remarks: 'The same function has the same name and look everywhere: one button, field, dialog, tab and toast component for the whole SPA, and one label per concept (`shared/labels.ts`).',
    evidence: [{ method: 'review', what: 'The components of `web/src/components/` and their uses.' }],
  },
  '3.3.1': {
    status: 'Supports',
    remarks:
      'A refused field is marked invalid, its message is written under it and read with it, and the focus goes to the first; the first message also comes as a toast, which stays until closed. Errors of a whole action (a card declined, a role already taken) are written out in words.',
    evidence: [EVIDENCE.fieldErrors, EVIDENCE.choiceErrors, { method: 'form errors', file: 'test/web/feedback/feedback.test.tsx', test: 'asks for every field, with a Validation Error toast and inline messages' }],
  },
  '3.3.2': {
    status: 'Supports',
    remarks: 'Every field has a visible label; formats are given before input ("At least 6 characters", "E.164 format, e.g. +15551234567") and read with the field; optional fields say so.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.axeOpenViews, EVIDENCE.fieldErrors],
  },
  '3.3.3': {
    status: 'Supports',
    remarks: 'Messages say what is expected, from the same rules the API applies: "Password must be at least 6 characters", "Invalid phone number (use E.164 format: +1234567890)", "Please select your school".',
    evidence: [
      { method: 'form errors', file: 'test/web/auth/auth-page.test.tsx', test: 'rejects a password under 6 characters' },
      { method: 'form errors', file: 'test/web/auth/auth-page.test.tsx', test: 'checks the phone number against E.164' },
      EVIDENCE.fieldErrors,
    ],
  },
  '3.3.4': {
    status: 'Supports',
    remarks:
      'Paying shows the amount on the button of a dialog that can be left ("Pay $12.00"); cancelling a ticket shows the refund and asks again ("Keep ticket"); deleting an account needs DELETE typed; every admin deletion and event cancellation asks for confirmation first.',
    evidence: [
      { method: 'keyboard round', file: 'test/e2e/keyboard.test.ts', test: 'opens the purchase dialog of a paid event, keeps focus inside it and gives it back on Escape' },
      { method: 'review', what: 'Every action that spends money, gives up a ticket or deletes data.' },
      { method: 'screen-reader names', file: 'test/web/my-tickets/cancel-ticket.test.tsx', test: '"Keep ticket" closes the dialog and cancels nothing; a free ticket mentions no refund' },
      { method: 'screen-reader names', file: 'test/web/profile/profile.test.tsx', test: 'deletes the account only after DELETE, signs out and goes home with "Account Deleted"' },
    ],
  },
};
