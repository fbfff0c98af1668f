/**
 * The current time, behind one object so tests can fix "now" (e.g. to check
 * the time-zone rule for "today") without faking the SDK's own clock.
 */
export const clock = {
  now: (): Date => new Date(),
};
