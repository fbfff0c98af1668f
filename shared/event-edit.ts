import type { PartyEventFields } from './schemas/party-events';

/**
 * What an edit of a party event changed that a school's Greek-life office
 * reviews: an approved event whose date, time, place, size or alcohol changes
 * goes back to the office; a new title or description does not.
 */
export const OFFICE_RELEVANT_CHANGES = ['date', 'time', 'location', 'capacity', 'alcohol'] as const;
export type OfficeRelevantChange = (typeof OFFICE_RELEVANT_CHANGES)[number];

/** The event fields the office's review depends on. */
export type OfficeRelevantFields = Pick<PartyEventFields, 'date' | 'time' | 'location' | 'maxAttendees' | 'alcoholAllowed'>;

const fieldOf: Record<OfficeRelevantChange, (event: OfficeRelevantFields) => string | number | boolean> = {
  date: (e) => e.date,
  time: (e) => e.time,
  // Case and spacing are not a new place: "12 Elm St " and "12 elm st" are the same house.
  location: (e) => e.location.trim().replace(/\s+/g, ' ').toLowerCase(),
  capacity: (e) => e.maxAttendees,
  alcohol: (e) => e.alcoholAllowed,
};

/** Which of date, time, location, capacity and alcohol differ between the event before and after an edit (in that order). */
export function officeRelevantChanges(before: OfficeRelevantFields, after: OfficeRelevantFields): OfficeRelevantChange[] {
  return OFFICE_RELEVANT_CHANGES.filter((change) => fieldOf[change](before) !== fieldOf[change](after));
}

/** The changes ticket holders are told about by e-mail: when and where the event now is. */
export function holderRelevantChanges(before: OfficeRelevantFields, after: OfficeRelevantFields): OfficeRelevantChange[] {
  return officeRelevantChanges(before, after).filter((change) => change === 'date' || change === 'time' || change === 'location');
}
