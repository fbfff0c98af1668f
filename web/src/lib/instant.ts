// Dates are owned by shared/dates.ts; the admin and profile pages import the viewer-zone date from here.
export { formatInstantLong } from '../../../shared/dates';

/** True once the API's instant has passed on this device (display only: the API decides on its own clock). */
export const hasPassed = (instant: string | null | undefined): boolean => Boolean(instant) && Date.now() >= Date.parse(instant!);
