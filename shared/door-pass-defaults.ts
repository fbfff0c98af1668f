/**
 * A door pass's window defaults, without zod (`schemas/door-pass.ts` uses
 * and re-exports them): the SPA's door screen shows them at first paint.
 */

/** The window's defaults: an hour before doors open, six hours after the start. */
export const DOOR_PASS_DEFAULT_OPENS_BEFORE_MINUTES = 60;
export const DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS = 6;
