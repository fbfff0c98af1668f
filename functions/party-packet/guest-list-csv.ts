/**
 * The guest list as CSV (issue 13): one row per guest, name and whether they
 * are 21 on the event's day — never a date of birth. A name starting like a
 * spreadsheet formula is escaped (`escape_formulas`), so opening the file
 * runs nothing.
 */
import { stringify } from 'csv-stringify/sync';
import { OVER_21_ANSWER, type PacketGuest } from '../domains/catalog/party-packet/packet-content';

export const GUEST_LIST_COLUMNS = ['Name', '21+'] as const;

export function guestListCsv(guests: PacketGuest[]): string {
  return stringify(
    guests.map((g) => [g.name, OVER_21_ANSWER[g.over21]]),
    { header: true, columns: [...GUEST_LIST_COLUMNS], escape_formulas: true, record_delimiter: 'windows' },
  );
}
