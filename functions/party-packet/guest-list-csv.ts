/**
 * The guest list as CSV: one row per guest, name and whether they
 * are 21 on the event's day — never a date of birth. A name starting like a
 * spreadsheet formula is escaped (`escape_formulas`), so opening the file
 * runs nothing. It starts with a byte-order mark: without one, Excel reads
 * a UTF-8 file as the machine's legacy code page, and the names in Greek,
 * Cyrillic, Arabic, Chinese or Korean the packet prints come out garbled.
 */
import { stringify } from 'csv-stringify/sync';
import { OVER_21_ANSWER, type PacketGuest } from '../domains/catalog/party-packet/packet-content';

export const GUEST_LIST_COLUMNS = ['Name', '21+'] as const;

export function guestListCsv(guests: PacketGuest[]): string {
  return stringify(
    guests.map((g) => [g.name, OVER_21_ANSWER[g.over21]]),
    { header: true, columns: [...GUEST_LIST_COLUMNS], bom: true, escape_formulas: true, record_delimiter: 'windows' },
  );
}
