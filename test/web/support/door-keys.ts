/** An event's door key pair made in the test (Ed25519, as the server's): the public key as the roster sends it, and signers of ticket codes in both formats and of sober-monitor codes. */
import { doorCodeMessage, encodeCompactTicketCode, joinMonitorCode } from '../../../shared/door-code';
import { monitorCodeMessage } from '../../../shared/door-monitor-code';

const b64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export async function doorKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const signature = async (ticketId: string, eventId: string, format: 'compact' | 'text') =>
    crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, doorCodeMessage({ ticketId, format }, eventId));
  /** A compact code, as tickets are issued now. */
  const sign = async (ticketId: string, eventId: string) => encodeCompactTicketCode(ticketId, eventId, new Uint8Array(await signature(ticketId, eventId, 'compact')));
  /** A text code, as tickets were issued before compact codes. */
  const signText = async (ticketId: string, eventId: string) => `${ticketId}.${b64url(await signature(ticketId, eventId, 'text'))}`;
  const signMonitor = async (sub: string, eventId: string) => joinMonitorCode(sub, b64url(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, monitorCodeMessage(sub, eventId))));
  return { publicKey, sign, signText, signMonitor };
}
