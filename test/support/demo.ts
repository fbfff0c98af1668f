/**
 * What the e2e journeys take from the demo seed, named once: the seed's
 * calendar test (`test/unit/seed`) proves these hold on every day.
 */

/** The demo accounts' school. */
export const DEMO_SCHOOL = 'University of Alabama';
/** Its city: the leader form lists schools as "<name> - <city>". */
export const DEMO_SCHOOL_CITY = 'Tuscaloosa';
export const DEMO_SCHOOL_STATE = 'AL';
/** The chapter the demo president and media manager run (a sorority of the demo school). */
export const DEMO_CHAPTER = 'Alpha Epsilon Phi';
