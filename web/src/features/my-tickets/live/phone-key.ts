/**
 * This phone's signing key for live tickets: made once, NON-EXTRACTABLE, and
 * kept in IndexedDB (a CryptoKey survives there as is: the page can sign
 * with it, never read it out). One key serves every live ticket on the phone.
 */
import { makePhoneKey } from '../../../../../shared/live-code';

const DATABASE = 'gc-live-tickets';
const STORE = 'keys';
const PHONE = 'phone';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

function inStore<T>(db: IDBDatabase, mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = run(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

let known: Promise<CryptoKeyPair> | null = null;

/** The phone's key pair, made and stored on the first call (one at a time, so two tickets never make two keys). */
export function phoneKeys(): Promise<CryptoKeyPair> {
  known ??= (async () => {
    const db = await openDatabase();
    const stored = await inStore<CryptoKeyPair | undefined>(db, 'readonly', (store) => store.get(PHONE) as IDBRequest<CryptoKeyPair | undefined>);
    if (stored) return stored;
    const made = await makePhoneKey();
    // `add`, not `put`: a second tab that stored its key first keeps it, and this one reads it back.
    await inStore(db, 'readwrite', (store) => store.add(made, PHONE)).catch(() => undefined);
    return (await inStore<CryptoKeyPair | undefined>(db, 'readonly', (store) => store.get(PHONE) as IDBRequest<CryptoKeyPair | undefined>)) ?? made;
  })();
  known.catch(() => {
    known = null;
  });
  return known;
}
