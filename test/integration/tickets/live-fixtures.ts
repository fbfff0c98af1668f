/** Live tickets in tests: phones (WebCrypto keys, as a browser makes them) and a move waiting for a known code. */
import { makePhoneKey, phoneKeyText } from '../../../shared/live-code';
import { PHONE_MOVE_CODE_MINUTES } from '../../../shared/live-ticket';
import { savePendingMove } from '../../../functions/domains/ticketing/live/phones';
import { moveCodeHash } from '../../../functions/tickets/live-ticket';

export const MOVE_CODE = '482913';

/** A phone: its key pair and the public key's text it registers. */
export async function newPhone(): Promise<{ keys: CryptoKeyPair; publicKey: string }> {
  const keys = await makePhoneKey();
  return { keys, publicKey: await phoneKeyText(keys.publicKey) };
}

export const newPhoneKey = async (): Promise<string> => (await newPhone()).publicKey;

/** A move of `ticketId` to the phone with `publicKey`, as if its e-mail had gone out with `code` at `now`. */
export async function pendingMoveWithCode(ticketId: string, publicKey: string, code: string, now: Date): Promise<void> {
  const codeExpiresAt = new Date(now.getTime() + PHONE_MOVE_CODE_MINUTES * 60_000).toISOString();
  await savePendingMove({ ticketId, publicKey, codeHash: moveCodeHash(code), codeExpiresAt, attempts: 0 }, now);
}
