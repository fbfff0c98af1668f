/**
 * Live ticket codes: a QR that changes every 15 seconds, made on the
 * holder's phone and checked by the door with nothing that could make one.
 *
 * The phone keeps a NON-EXTRACTABLE ECDSA P-256 key in its WebCrypto store
 * and registers the public half with the ticket (its binding). Each code is
 * `LIVE:` + base44(ticket id 16 bytes ‖ time step 4 bytes ‖ signature 64
 * bytes) where the signature covers (ticket id, event id, step): 131
 * characters of the QR alphanumeric set, a version 6 code at level M.
 * The door holds each live ticket's PUBLIC key in its roster: it can tell a
 * fresh code of the bound phone from a screenshot (an old step), another
 * phone's code or another ticket's, and cannot make any of them.
 *
 * Time: a step is 15 s of server time. The phone and the door each measure
 * their clock's offset from the server when online (the phone when it
 * readies the ticket, the door when its roster refreshes) and count steps on
 * the corrected clock, so minutes of skew between their own clocks cancel
 * out. The door accepts a code of step t at its steps t-1, t and t+1: a code
 * captured at the start of its step stops opening the door 30 s later.
 *
 * Plain WebCrypto, no Node built-ins: the phone, the door and the server
 * share this one format and verifier.
 */

/** Every code starts so: the door tells a live code from a fixed one by it. */
export const LIVE_CODE_PREFIX = 'LIVE:';
/** One code per 15 seconds. */
export const LIVE_STEP_MS = 15_000;
/** Steps either side of the door's own that it accepts. */
export const LIVE_STEP_TOLERANCE = 1;

export const LIVE_CODE_EXPIRED = 'This code has expired — ask the guest to open their ticket live';
/** A code whose signature is not the bound phone's: another phone's, a moved ticket's old phone, or made up. */
export const LIVE_CODE_OTHER_PHONE = 'This code is not from the phone this ticket is on';
/** The fixed code of a live ticket (never handed to its holder): only the phone's changing code opens the door. */
export const LIVE_TICKET_FIXED_CODE = "This ticket's code changes on the holder's phone: ask the guest to open their ticket live";

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
const ID_BYTES = 16;
const STEP_BYTES = 4;
const SIGNATURE_BYTES = 64;
const CODE_BYTES = ID_BYTES + STEP_BYTES + SIGNATURE_BYTES;
/** What a signature is over besides the ticket, the event and the step: a key signs live codes and nothing else. */
const DOMAIN = new TextEncoder().encode('greek-campus live ticket v1');

/**
 * The 44 characters of the QR alphanumeric set but the space (a scanner's or
 * a form's trimming would eat one at either end). 44³ > 2¹⁶: two bytes in
 * three characters, a last odd byte in two.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$%*+-./:';
const BASE = ALPHABET.length;

export function toBase44(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 2) {
    const pair = i + 1 < bytes.length;
    let value = pair ? bytes[i]! * 256 + bytes[i + 1]! : bytes[i]!;
    for (let digit = 0; digit < (pair ? 3 : 2); digit++) {
      text += ALPHABET[value % BASE];
      value = Math.floor(value / BASE);
    }
  }
  return text;
}

/** The bytes of a base44 text; null when it is not the one text `toBase44` makes of some bytes. */
export function fromBase44(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 3 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 3) {
    const chunk = text.slice(i, i + 3);
    let value = 0;
    for (let digit = chunk.length - 1; digit >= 0; digit--) {
      const index = ALPHABET.indexOf(chunk[digit]!);
      if (index === -1) return null;
      value = value * BASE + index;
    }
    if (chunk.length === 3) {
      if (value > 0xffff) return null;
      bytes.push(value >> 8, value & 0xff);
    } else {
      if (value > 0xff) return null;
      bytes.push(value);
    }
  }
  return Uint8Array.from(bytes);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidBytes(id: string): Uint8Array {
  const hex = id.replace(/-/g, '');
  return Uint8Array.from({ length: ID_BYTES }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function uuidText(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The time step of an instant (ms since the epoch, on the server's clock as this device best knows it). */
export const liveStep = (ms: number): number => Math.floor(ms / LIVE_STEP_MS);

/** Milliseconds until the step of `ms` ends: the holder page's countdown. */
export const msLeftInStep = (ms: number): number => LIVE_STEP_MS - (ms % LIVE_STEP_MS);

/**
 * A device's clock offset from the server's: what to add to its own clock.
 * `serverTime` is the server's instant in an answer received at `receivedAt`
 * by this device's clock (the answer's travel time is well under a step).
 */
export const clockOffset = (serverTime: string, receivedAt: number): number => Date.parse(serverTime) - receivedAt;

/** What a live code signs: the ticket, its event and the step. */
export function liveCodeMessage(ticketId: string, eventId: string, step: number): Uint8Array<ArrayBuffer> {
  const message = new Uint8Array(DOMAIN.length + 2 * ID_BYTES + STEP_BYTES);
  message.set(DOMAIN, 0);
  message.set(uuidBytes(ticketId), DOMAIN.length);
  message.set(uuidBytes(eventId), DOMAIN.length + ID_BYTES);
  new DataView(message.buffer).setUint32(DOMAIN.length + 2 * ID_BYTES, step);
  return message;
}

export const isLiveCode = (code: string): boolean => code.startsWith(LIVE_CODE_PREFIX);

export interface ParsedLiveCode {
  ticketId: string;
  step: number;
  signature: Uint8Array<ArrayBuffer>;
}

/** The parts of a live code; null for anything else. */
export function parseLiveCode(code: string): ParsedLiveCode | null {
  if (!isLiveCode(code)) return null;
  const bytes = fromBase44(code.slice(LIVE_CODE_PREFIX.length));
  if (!bytes || bytes.length !== CODE_BYTES) return null;
  return {
    ticketId: uuidText(bytes.subarray(0, ID_BYTES)),
    step: new DataView(bytes.buffer).getUint32(ID_BYTES),
    signature: bytes.slice(ID_BYTES + STEP_BYTES),
  };
}

/** The ticket id a live code names, or null when it is not one: what the door reads before checking it. */
export const liveCodeTicketId = (code: string): string | null => parseLiveCode(code)?.ticketId ?? null;

function formatLiveCode(ticketId: string, step: number, signature: Uint8Array): string {
  const bytes = new Uint8Array(CODE_BYTES);
  bytes.set(uuidBytes(ticketId), 0);
  new DataView(bytes.buffer).setUint32(ID_BYTES, step);
  bytes.set(signature, ID_BYTES + STEP_BYTES);
  return LIVE_CODE_PREFIX + toBase44(bytes);
}

/** A phone's signing key: its private half can sign but never leaves the WebCrypto store. */
export function makePhoneKey(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ECDSA, false, ['sign', 'verify']);
}

/** The public half the phone registers with a ticket: the raw P-256 point, base64url (87 characters). */
export async function phoneKeyText(key: CryptoKey): Promise<string> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  let binary = '';
  for (const byte of raw) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Shape of a registered phone key (the server also checks that it is a point of the curve). */
export const PHONE_KEY_PATTERN = /^[A-Za-z0-9_-]{87}$/;

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A registered phone key as a verification key; rejects when it is no P-256 point. */
export function importPhoneKey(publicKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64url(publicKey), ECDSA, false, ['verify']);
}

/** The live code of a ticket for a step, signed with the phone's private key. */
export async function signLiveCode(privateKey: CryptoKey, ticketId: string, eventId: string, step: number): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign(SIGNING, privateKey, liveCodeMessage(ticketId, eventId, step)));
  return formatLiveCode(ticketId, step, signature);
}

export type LiveCodeCheck =
  | { ok: true; ticketId: string }
  /** `malformed`: no live code; `otherPhone`: not signed by `key`; `expired`: genuine, outside the door's steps. */
  | { ok: false; reason: 'malformed' | 'otherPhone' | 'expired'; ticketId: string | null };

/**
 * Checks a live code of `eventId` against the phone key bound to its ticket,
 * at the door's step: the signature first (a made-up code is never called
 * expired), then the step within `tolerance` of the door's.
 */
export async function checkLiveCode(code: string, eventId: string, key: CryptoKey, doorStep: number, tolerance = LIVE_STEP_TOLERANCE): Promise<LiveCodeCheck> {
  const parsed = parseLiveCode(code);
  if (!parsed || !UUID.test(eventId)) return { ok: false, reason: 'malformed', ticketId: null };
  const genuine = await crypto.subtle.verify(SIGNING, key, parsed.signature, liveCodeMessage(parsed.ticketId, eventId, parsed.step));
  if (!genuine) return { ok: false, reason: 'otherPhone', ticketId: parsed.ticketId };
  if (Math.abs(parsed.step - doorStep) > tolerance) return { ok: false, reason: 'expired', ticketId: parsed.ticketId };
  return { ok: true, ticketId: parsed.ticketId };
}

/** The door's sentence for a refused live code. */
export const liveRefusal = (reason: 'malformed' | 'otherPhone' | 'expired'): string | null =>
  reason === 'expired' ? LIVE_CODE_EXPIRED : reason === 'otherPhone' ? LIVE_CODE_OTHER_PHONE : null;
