/**
 * Each event's door key pair (docs/architecture.md#the-offline-door), derived from the
 * ticket secret and the event id: nothing to store, migrate or back up, and
 * every event created before this feature has one too. The private key signs
 * the event's ticket codes on the server; the public key goes to door
 * devices with the roster and verifies codes offline (`shared/door-code.ts`).
 */
import { createHmac, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface DoorKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Raw 32-byte public key, base64url: what the roster hands to devices. */
  publicKeyText: string;
}

const cache = new Map<string, DoorKeyPair>();

/** The event's key pair: seed = HMAC-SHA256(secret, "door-key." + eventId). */
export function doorKeyPair(eventId: string, secret: string): DoorKeyPair {
  const cacheKey = `${secret}\u0000${eventId}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const seed = createHmac('sha256', secret).update(`door-key.${eventId}`).digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const pair = { privateKey, publicKey, publicKeyText: String(publicKey.export({ format: 'jwk' }).x) };
  // A warm Lambda scans one or two events' doors: a small cache, emptied when it grows.
  if (cache.size > 100) cache.clear();
  cache.set(cacheKey, pair);
  return pair;
}

export function signWithDoorKey(message: Uint8Array, pair: DoorKeyPair): Buffer {
  return sign(null, message, pair.privateKey);
}

export function verifyWithDoorKey(message: Uint8Array, signature: Uint8Array, pair: DoorKeyPair): boolean {
  return verify(null, message, pair.publicKey, signature);
}
