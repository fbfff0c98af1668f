/** Header links for everyone (student side §2). Signed-in links join when accounts exist. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/schools', label: 'Schools', end: false },
  { to: '/events', label: 'Greek Life', end: false },
  { to: '/party-events', label: 'Events', end: false },
  { to: '/organizations', label: 'Organizations', end: false },
] as const;

export const SIGN_IN_URL = '/auth?mode=login';
export const SIGN_UP_URL = '/auth?mode=signup';
export const LEADER_PORTAL_URL = '/leader-auth';

/** Header links only signed-in users see (student side §2). */
export const SIGNED_IN_LINKS = [
  { to: '/my-school', label: 'My School', end: false },
  { to: '/my-tickets', label: 'My Tickets', end: false },
] as const;

/** Shown only to holders of a role (president or media manager). */
export const CREATE_EVENT_LINK = { to: '/create-event', label: 'Create Event', end: false } as const;
