/** Sold Out (docs/spec/student-side.md §4): tickets sold at or above max attendees. */
export function isSoldOut(event: { ticketsSold: number; maxAttendees: number }): boolean {
  return event.ticketsSold >= event.maxAttendees;
}
