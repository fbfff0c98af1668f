/**
 * Hostile input for the fuzzing: wrong types, control, bidi and invisible characters,
 * emoji, 1 MB strings, negative, huge and non-finite numbers, malformed
 * JSON, path traversal and non-UUID ids, broken query strings and forged
 * pagination cursors — and the mutations that put them into otherwise valid
 * requests (a field missing, one of the wrong type, extra fields).
 */
import fc from 'fast-check';
import { keys } from '../../../../functions/domains/keys';

const ONE_MB = 1024 * 1024;
/** About 1 MB each, in one- and four-byte characters. */
const HUGE_STRINGS = ['x'.repeat(ONE_MB), '😀'.repeat(ONE_MB / 4)];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n ',
  '\u0000',
  'a\u0000b',
  '\u202egnp.exe',
  'Sam \u2067Smith\u2069',
  // Invisible: zero-width space, non-joiner, joiner between letters, word joiner, byte order mark; the direction marks LRM, RLM, ALM.
  '\u200b',
  'Sam\u200bSmith',
  'Sam\u200cSmith',
  'Sa\u200dm',
  'Sam\u2060Smith',
  'Sam\ufeffSmith',
  '\ufeffSam',
  'Sam\u200eSmith',
  'Sam\u200fSmith',
  'Sam\u061cSmith',
  '\ud800',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̻',
  'ﷺ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${jndi:ldap://127.0.0.1/x}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '1e999',
  '-0',
  '0x1F',
  ' 5 ',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'A'.repeat(10_000),
];

/**
 * Characters the plain-text rule refuses in every free-text field though
 * nothing shows them: bidi controls and marks, invisible characters, NUL.
 * `schema-values.ts` slips one into otherwise valid text.
 */
export const UNSEEN_CHARACTERS = ['\u0000', '\u202e', '\u2066', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u061c', '\u2060', '\ufeff'];

const HOSTILE_NUMBERS = [0, -0, -1, 1.5, -1.5, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, Number.MIN_VALUE];

const HOSTILE_SHAPES: unknown[] = [null, true, false, [], {}, [null], [1, 2, 3], { $ne: null }, { a: { b: { c: {} } } }];

/** One hostile JSON value (1 MB strings now and then). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...HOSTILE_SHAPES) },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

/** A hostile string (for query values). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** An otherwise valid object with one field of the wrong type, one missing, extra fields — or no object at all. */
export function mutated(valid: fc.Arbitrary<unknown>, fields: readonly string[]): fc.Arbitrary<unknown> {
  const asObject = valid.map((v) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}));
  const field = fields.length ? fc.constantFrom(...fields) : fc.constant('extra');
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: fc.tuple(asObject, field, hostileValue).map(([o, k, v]) => ({ ...o, [k]: v })) },
    {
      weight: 1,
      arbitrary: fc.tuple(asObject, field).map(([o, k]) => Object.fromEntries(Object.entries(o).filter(([name]) => name !== k))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(asObject, fc.dictionary(fc.constantFrom('isAdmin', 'role', 'sub', 'chapterId', 'status', 'PK', 'x'), hostileValue))
        .map(([o, extra]) => ({ ...o, ...extra })),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '[1,]',
  '{"a":1}}',
  '\uFEFF{}',
  '"unterminated',
  '{"__proto__":{"isAdmin":true}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
];

/** JSON text with a number turned into one JSON.parse reads as ±Infinity. */
function withNonFiniteNumber(text: string, negative: boolean): string {
  const huge = negative ? '-1e999' : '1e999';
  const replaced = text.replace(/(:\s*)-?\d+(\.\d+)?([eE][+-]?\d+)?/, `$1${huge}`);
  return replaced !== text ? replaced : text.replace(/^\{/, `{"n":${huge},`);
}

/** The body text of a value: its JSON mostly, else malformed JSON, non-finite numbers or random bytes. */
export function bodyText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const json = value.map((v) => JSON.stringify(v) ?? '');
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
    { weight: 1, arbitrary: fc.tuple(json, fc.boolean()).map(([text, negative]) => withNonFiniteNumber(text, negative)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  undefined,
);

/** Query-string fragments appended as sent: bad escapes, repeats, bracket syntax, a long value. */
export const rawQueryNoise = fc.constantFrom('', '', '&', '%', '%%', 'a=%E0%A4%A', '=&=', 'limit=1&limit=2', 'cursor=&cursor=', '__proto__[x]=1', 'state[]=NY', `x=${'y'.repeat(6000)}`);

/** Path segments as sent (already encoded or deliberately not): traversal, non-UUIDs, odd escapes. */
export function hostileSegments(knownId: string): string[] {
  return [
    '..',
    '%2e%2e',
    '..%2F..%2Fadmin%2Foverview',
    '%2F',
    '%00',
    'null',
    '%F0%9F%98%80',
    'A'.repeat(3000),
    '%ZZ',
    '*',
    '%7Bid%7D',
    '__proto__',
    '1e999',
    '-1',
    knownId.toUpperCase(),
    `${knownId}%20`,
    `%20${knownId}`,
    `${knownId}.json`,
    `${knownId}%00`,
  ];
}

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Cursors the API never handed out, built around a genuine one and a real event. */
export function forgedCursors(genuine: string, eventId: string): string[] {
  const flipped = `${genuine.slice(0, -2)}${genuine.at(-2) === 'A' ? 'B' : 'A'}${genuine.slice(-1)}`;
  const key = { ...keys.partyEvent.item(eventId), GSI2PK: keys.partyEvent.activeList };
  return [
    flipped,
    `${genuine}x`,
    genuine.split('.')[0] ?? genuine,
    b64({ PK: 'USER#x', SK: 'PROFILE', GSI2PK: 'USER#x', GSI2SK: 'a' }),
    // The right partition, a sort key outside the query's range.
    b64({ ...key, GSI2SK: '0000-01-01#00:00#x' }),
    b64({ ...key, GSI2SK: '\uffff\uffff' }),
    b64({ ...key, GSI2SK: 1 }),
    b64({ ...key, GSI2SK: { S: 'x' } }),
    b64({ ...key, GSI2SK: '2030-03-20#21:00#x', extra: 'y' }),
    b64([]),
    b64('null'),
    b64('{}'),
    '!!!',
    '.',
    'a'.repeat(2048),
  ];
}
