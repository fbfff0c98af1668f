import { EVIDENCE } from './evidence';
import type { FindingsOf } from './finding';

/** Principle 1: information and controls can be perceived. */
export const PERCEIVABLE: FindingsOf<'1'> = {
  '1.1.1': {
    status: 'Partially supports',
    remarks:
      'Icons beside text are hidden from screen readers; icon-only buttons, school logos ("… logo"), QR codes ("QR code for …") and charts (read as tables) have text alternatives. ' +
      'Photos and videos that students and leaders post are described only by the caption the poster writes, which is optional: without one, a photo is announced as "Photo" and a video as "Video".',
    evidence: [
      EVIDENCE.axeRoutes,
      EVIDENCE.axeOpenViews,
      { method: 'screen-reader names', file: 'test/web/my-tickets/my-tickets.test.tsx', test: 'lists tickets newest purchase first with event, amount, status in words and a 200 px QR code' },
      { method: 'screen-reader names', file: 'test/web/organizations/chapter-photos.test.tsx', test: 'Upload Photo/Video posts to the picked event, and the gallery shows it' },
    ],
  },
  '1.2.1': {
    status: 'Partially supports',
    remarks:
      'The product’s own pages have no audio or video. Videos that students and leaders post to event and chapter galleries can be video-only or carry sound; their only text alternative is the poster’s optional caption, and there is no way to add a transcript.',
    evidence: [{ method: 'review', what: 'The media upload dialog (a file and an optional caption of up to 500 characters) and the galleries that show the posts.' }],
  },
  '1.2.2': {
    status: 'Does not support',
    remarks:
      'Posted videos play with their own sound and no captions: the upload takes no caption track (WebVTT) and the gallery shows none. Adding captions needs a caption file on the media item, checked and served like the media.',
    evidence: [{ method: 'review', what: 'The media upload dialog and the gallery’s video links, which open the posted file as it is.' }],
  },
  '1.2.3': {
    status: 'Does not support',
    remarks: 'Posted videos have neither an audio description nor a text alternative beyond the optional caption.',
    evidence: [{ method: 'review', what: 'The media upload dialog and the galleries.' }],
  },
  '1.2.4': {
    status: 'Not applicable',
    remarks: 'Nothing is streamed live: the product has no live audio or video anywhere.',
    evidence: [{ method: 'review', what: 'Every route of the router: no live audio or video.' }],
  },
  '1.2.5': {
    status: 'Does not support',
    remarks: 'Posted videos have no audio description, and the upload offers no way to add one.',
    evidence: [{ method: 'review', what: 'The media upload dialog and the galleries.' }],
  },
  '1.3.1': {
    status: 'Supports',
    remarks:
      'Landmarks (header, navigation, main, footer), headings, lists, tables with captions and header cells, labelled fields, fieldsets with legends for radio choices, tabs and dialogs in their ARIA roles; hints and errors are tied to their fields.',
    evidence: [
      EVIDENCE.axeRoutes,
      EVIDENCE.axeOpenViews,
      { method: 'screen-reader names', file: 'test/web/lib/tabs.test.tsx', test: 'shows the selected tab panel, labelled by its tab, the others hidden' },
      EVIDENCE.fieldErrors,
    ],
  },
  '1.3.2': {
    status: 'Supports',
    remarks: 'The reading order is the source order: no layout reorders content (no `order-*`, no reversed rows), and Tab goes through each page from the skip link to the footer in that order.',
    evidence: [EVIDENCE.tabRound, { method: 'review', what: 'Each page at 320 px and at 1280 px against its source order.' }],
  },
  '1.3.3': {
    status: 'Supports',
    remarks:
      'Instructions name controls by their labels, never only by shape, place or sound. The door’s beeps and buzzes repeat a verdict the screen writes out ("Valid Ticket", "This ticket has already been used").',
    evidence: [
      { method: 'review', what: 'The instructions of every form, dialog and empty state.' },
      { method: 'screen-reader names', file: 'test/web/validate-ticket/validate-ticket.test.tsx', test: 'prefills the event from ?event=, grants entry, then is ready for the next ticket' },
    ],
  },
  '1.3.4': {
    status: 'Supports',
    remarks: 'Every page works in portrait and landscape: no orientation lock in the styles or the code.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.noOrientationOrMotion],
  },
  '1.3.5': {
    status: 'Supports',
    remarks:
      'Fields about the user name their purpose for autofill: name, email, tel, new-password and current-password at sign-up and sign-in (student and leader), bday for the date of birth, email or tel when adding a contact, name and email in the feedback form; one-time codes are one-time-code.',
    evidence: [
      EVIDENCE.axeRoutes,
      { method: 'screen-reader names', file: 'test/web/auth/auth-page.test.tsx', test: 'names the purpose of each field about the user, so the browser can fill it in' },
      { method: 'screen-reader names', file: 'test/web/profile/date-of-birth.test.tsx', test: 'saves a date of birth, says it is private, and removes it' },
    ],
  },
  '1.4.1': {
    status: 'Supports',
    remarks:
      'Links in text are underlined or stand apart by more than colour; a chosen tab, radio or filter has a border as well as its colour; ticket and door verdicts, badges and errors say in words what their colour shows.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.nonTextContrast],
  },
  '1.4.2': {
    status: 'Supports',
    remarks: 'Nothing plays by itself. The only sound is the door’s short beep after a scan the user made; posted videos start only when opened.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.noAutoplay],
  },
  '1.4.3': {
    status: 'Supports',
    remarks:
      'Text stands 4.5:1 (3:1 when large) on every page, dialog and toast. axe cannot measure text over the landing page’s gradient and leaves it for review: white, violet-100 and amber-300 on violet-900, violet-800 and indigo-900 stand 6:1 and more.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.axeOpenViews, { method: 'review', what: 'The landing page’s hero text over its gradient.' }],
  },
  '1.4.4': {
    status: 'Supports',
    remarks: 'Zoom is never blocked (the viewport allows scaling) and the layout reflows down to 320 px, 400 % of a 1280 px screen, so text can be doubled with nothing lost.',
    evidence: [EVIDENCE.axeRoutes, EVIDENCE.reflow, { method: 'axe sweep', file: 'test/unit/support/axe-blocking.test.ts', test: 'a viewport that stops zooming (WCAG 1.4.4), which axe rates only "moderate"' }],
  },
  '1.4.5': {
    status: 'Supports',
    remarks: 'No image of text: text is text. School logos and the product’s logo are logotypes, which the criterion exempts.',
    evidence: [{ method: 'review', what: 'Every image of the SPA and its public folder.' }],
  },
  '1.4.10': {
    status: 'Supports',
    remarks:
      'At 320 px no page scrolls sideways and no text is cut off; long words and addresses wrap. The admin tables keep their columns and scroll sideways inside their own box, which a keyboard can scroll (tables are exempt).',
    evidence: [
      EVIDENCE.reflow,
      { method: 'screen-reader names', file: 'test/web/admin/audit.test.tsx', test: 'lets the keyboard scroll the table sideways on a narrow screen: its box is a named Tab stop' },
    ],
  },
  '1.4.11': {
    status: 'Supports',
    remarks:
      'Form fields have a slate-500 edge (4.7:1 on white); a chosen tab, radio or filter a violet-700 border; the focus ring is violet-500 (4.2:1 on white), also on toasts; the rating stars of a review are outlined at 3:1 or more.',
    evidence: [EVIDENCE.nonTextContrast, EVIDENCE.focusShown],
  },
  '1.4.12': {
    status: 'Supports',
    remarks: 'With WCAG’s text spacing forced on every element, nothing is clipped and nothing scrolls sideways, even at 320 px.',
    evidence: [EVIDENCE.textSpacing, EVIDENCE.axeRoutes],
  },
  '1.4.13': {
    status: 'Supports',
    remarks:
      'No content appears on hover or on focus of another element: no tooltips or hover cards; menus, dialogs and sheets open on a click or a key and close with Escape. (The ticket QR code’s SVG title is the browser’s own tooltip, which the criterion leaves out.)',
    evidence: [EVIDENCE.noHoverContent, EVIDENCE.keyboardJourneys],
  },
};
