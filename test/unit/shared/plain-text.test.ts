/**
 * The one plain-text rule every free-text field carries (`shared/schemas/common.ts`),
 * character class by character class: what it refuses, and the text people
 * really write that it must keep accepting.
 */
import { describe, expect, it } from 'vitest';
import { isPlainText, notPlainTextMessage } from '../../../shared/schemas/common';
import { fullNameField } from '../../../shared/schemas/auth';

const code = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

const REFUSED: Record<string, string[]> = {
  'C0 controls': ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F'],
  'C1 controls': ['\u0080', '\u0085', '\u009B', '\u009F'],
  'bidi embeddings and overrides': ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
  'bidi isolates': ['\u2066', '\u2067', '\u2068', '\u2069'],
  'direction marks LRM, RLM, ALM': ['\u200E', '\u200F', '\u061C'],
  'zero-width space and non-joiner': ['\u200B', '\u200C'],
  'zero-width joiner between letters': ['\u200D'],
  'word joiner and the invisible format characters': ['\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\u206A', '\u206F'],
  'byte order mark': ['\uFEFF'],
};

describe('the plain-text rule', () => {
  it.each(Object.entries(REFUSED))('refuses %s, anywhere in the text', (_kind, characters) => {
    for (const c of characters) {
      for (const text of [`Sam${c}Smith`, `${c}Sam Smith`, `Sam Smith${c}`, c]) {
        expect(isPlainText(text), `${code(c)} in ${JSON.stringify(text)}`).toBe(false);
        expect(isPlainText(text, true), `${code(c)} in multi-line ${JSON.stringify(text)}`).toBe(false);
      }
    }
  });

  it('refuses line breaks in one-line fields only', () => {
    for (const c of ['\n', '\r', '\t', '\u2028', '\u2029']) {
      expect(isPlainText(`Line one${c}Line two`), code(c)).toBe(false);
      expect(isPlainText(`Line one${c}Line two`, true), code(c)).toBe(true);
    }
  });

  it('refuses a lone surrogate half', () => {
    expect(isPlainText('Sam\uD800Smith')).toBe(false);
    expect(isPlainText('Sam\uDC00Smith')).toBe(false);
  });

  it('keeps a zero-width joiner inside an emoji sequence, where it draws one picture', () => {
    for (const emoji of ['👩\u200D💻', '🏳\uFE0F\u200D🌈', '👩🏽\u200D💻', '👨\u200D👩\u200D👧\u200D👦', '🏴\u200D☠\uFE0F']) {
      expect(isPlainText(`Party ${emoji} night`), JSON.stringify(emoji)).toBe(true);
    }
    // …but not one that joins nothing, or joins a letter.
    for (const text of ['👩\u200D', '\u200D💻', '👩\u200Da', 'a\u200D💻']) expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });

  it('accepts what people write: accents, scripts written right to left, emoji, combining marks', () => {
    for (const text of ['Zoë Ångström', 'محمد علي', 'שרה כהן', 'क्षत्रिय', '李小龍', 'Ⅻ Formal 🎉', 'O’Brien-Smith', 'Café\u0301', 'a\u00A0b']) {
      expect(isPlainText(text), text).toBe(true);
    }
  });

  it('says what it refuses, in the field’s own words', () => {
    expect(notPlainTextMessage('Full name')).toBe('Full name cannot contain invisible, control or text-direction characters');
    const result = fullNameField.safeParse('Sam\u200BSmith');
    expect(result.error?.issues.map((i) => i.message)).toEqual([notPlainTextMessage('Full name')]);
  });
});
