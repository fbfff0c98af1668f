// Dates are owned by shared/dates.ts; the admin and profile pages import the viewer-zone date from here.
export { formatInstantLong } from '../../../shared/dates';
