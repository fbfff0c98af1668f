/** An event's door key pair made in the test (Ed25519, as the server's): the public key as the roster sends it, and a signer of codes. */
const b64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export async function doorKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sign = async (ticketId: string, eventId: string) =>
    `${ticketId}.${b64url(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(`${ticketId}.${eventId}`)))}`;
  return { publicKey, sign };
}
