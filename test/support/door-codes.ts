/** Codes a forger could try, made from a genuine compact ticket code (shared/door-code.ts). */
import { randomBytes } from 'node:crypto';
import { fromBase32, toBase32 } from '../../shared/base32';
import { COMPACT_TICKET_PREFIX } from '../../shared/door-code';

/** A made-up ticket id under the genuine code's event tag and signature. */
export function withMadeUpTicketId(genuine: string): string {
  const bytes = fromBase32(genuine.slice(COMPACT_TICKET_PREFIX.length));
  if (!genuine.startsWith(COMPACT_TICKET_PREFIX) || !bytes) throw new Error('Not a compact ticket code');
  bytes.set(randomBytes(16), 0);
  return COMPACT_TICKET_PREFIX + toBase32(bytes);
}
