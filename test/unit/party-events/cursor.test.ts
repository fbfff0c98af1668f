/** Page cursors: signed by the server, bound to their list, refused in any other form. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cursorSecret, DEV_CURSOR_SECRET, InvalidCursorError, openCursor, signCursor } from '../../../functions/lib/db/cursor';

const SECRET = 'cursor-test-secret';
const KEYS = ['PK', 'SK', 'GSI2PK', 'GSI2SK'] as const;
const LIST = '["party-events","GSI2","EVENTS#ACTIVE"]';
const key = { PK: 'EVENT#1', SK: 'EVENT', GSI2PK: 'EVENTS#ACTIVE', GSI2SK: '2030-01-01#20:00#1' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('page cursors', () => {
  const cursor = signCursor(key, LIST, SECRET);
  const [payload, mac] = cursor.split('.') as [string, string];

  it('are <base64url key>.<256-bit base64url MAC>, and open to their key for their list', () => {
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(openCursor(cursor, LIST, KEYS, SECRET)).toEqual(key);
  });

  it('refuse another list, another secret, an altered key or MAC, and a non-canonical MAC', () => {
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      () => openCursor(cursor, '["party-events","GSI1","CHAPTER#x"]', KEYS, SECRET),
      () => openCursor(cursor, LIST, KEYS, 'another-secret'),
      () => openCursor(`${b64({ ...key, GSI2SK: '0000-01-01#00:00#x' })}.${mac}`, LIST, KEYS, SECRET),
      () => openCursor(`${payload}.${flip(mac)}`, LIST, KEYS, SECRET),
      () => openCursor(`${payload}.${mac}=`, LIST, KEYS, SECRET),
      () => openCursor(`${payload}.${mac}.${mac}`, LIST, KEYS, SECRET),
      () => openCursor(payload, LIST, KEYS, SECRET),
      () => openCursor(`.${mac}`, LIST, KEYS, SECRET),
      () => openCursor('', LIST, KEYS, SECRET),
    ];
    for (const open of refused) expect(open).toThrow(InvalidCursorError);
  });

  it('refuse keys of another shape even when signed (a cursor never carries a guessed key)', () => {
    for (const other of [{ PK: 'EVENT#1', SK: 'EVENT', GSI2PK: 'EVENTS#ACTIVE' }, { ...key, extra: 'x' }, { ...key, GSI2SK: '' }]) {
      expect(() => openCursor(signCursor(other, LIST, SECRET), LIST, KEYS, SECRET)).toThrow(InvalidCursorError);
    }
    for (const payload of [b64([1, 2]), b64('text'), b64({ ...key, GSI2SK: 7 }), 'not-json']) {
      const mac = createHmac('sha256', SECRET).update(`${LIST}\n${payload}`).digest('base64url');
      expect(() => openCursor(`${payload}.${mac}`, LIST, KEYS, SECRET)).toThrow(InvalidCursorError);
    }
  });

  it('take CURSOR_SECRET, fall back to the dev secret only against emulators, else refuse to sign', () => {
    expect(cursorSecret({ CURSOR_SECRET: 'x' })).toBe('x');
    expect(cursorSecret({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).toBe(DEV_CURSOR_SECRET);
    expect(() => cursorSecret({})).toThrow(/CURSOR_SECRET/);
  });
});
