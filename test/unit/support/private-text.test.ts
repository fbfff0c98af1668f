import { describe, expect, it } from 'vitest';
import { mentionsYear } from '../../support/private-text';

describe('mentionsYear', () => {
  it.each([
    ['{"dateOfBirth":"1932-08-14"}'],
    ['born 08/14/1932'],
    ['{"birthYear":1932}'],
    ['Year,1932\r\n'],
  ])('finds the year written as a word in %s', (text) => {
    expect(mentionsYear(text, '1932')).toBe(true);
  });

  it.each([
    ['{"id":"7bc1932b-e7c0-4f2b-bbaa-9a845610a2a6"}'],
    ['{"id":"7bc0000b-1932-4f2b-bbaa-9a845610a2a6"}'],
    ['{"qr":"eyJhbGciOiJFZERTQSJ9.eyJ0IjoiMTkzMi1hIn0.ab-1932_cdEFghIJklMNop"}'],
    ['{"body":"JVBERi0xLjQKJeLjz9MK+AbC1932dEf/GhIj"}'],
    ['{"priceCents":19320,"total":21932}'],
  ])('ignores the digits inside an identifier, a token, a file or a larger number: %s', (text) => {
    expect(mentionsYear(text, '1932')).toBe(false);
  });
});
