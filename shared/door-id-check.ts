/**
 * An admission by name after an ID check, as an offline door queues it: no
 * code was scanned, so the queue's entry names the ticket the leader found
 * in the roster. The sync reads it back and records the admission as an ID
 * check, like the online route; only a leader's sync takes it (a door pass's
 * roster has no names, and its sync refuses what is not a ticket's code).
 */
const ID_CHECK = 'ID-CHECK:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The queue's entry for the holder of `ticketId` admitted after an ID check. */
export const idCheckEntry = (ticketId: string): string => ID_CHECK + ticketId.toLowerCase();

/** The ticket an ID-check entry names; null for any other code. */
export function idCheckTicketId(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed.startsWith(ID_CHECK)) return null;
  const id = trimmed.slice(ID_CHECK.length).toLowerCase();
  return UUID.test(id) ? id : null;
}
