/** Waitlist: the API's refusals, shown by the SPA as-is. */
export const WAITLIST_NOT_SOLD_OUT = 'This event is not sold out: get your ticket instead';
export const WAITLIST_EVENT_STARTED = 'This event has already started';
export const WAITLIST_EVENT_CANCELLED = 'This event was cancelled';
export const WAITLIST_CLOSED = 'The waitlist of this event is closed';
export const WAITLIST_ALREADY_OFFERED = 'A seat is already held for you: buy it before the offer expires';
