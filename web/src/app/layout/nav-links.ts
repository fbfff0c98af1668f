/** Header links for everyone (docs/spec/student-side.md §2); signed-in visitors also get {@link SIGNED_IN_LINKS}. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/schools', label: 'Schools', end: false },
  { to: '/events', label: 'Greek Life', end: false },
  { to: '/party-events', label: 'Events', end: false },
  { to: '/organizations', label: 'Organizations', end: false },
] as const;

/** Header links only signed-in users see (docs/spec/student-side.md §2). */
export const SIGNED_IN_LINKS = [
  { to: '/my-school', label: 'My School', end: false },
  { to: '/my-tickets', label: 'My Tickets', end: false },
] as const;

/** Shown only to holders of a role (president or media manager). */
export const CREATE_EVENT_LINK = { to: '/create-event', label: 'Create Event', end: false } as const;
