import { describe, it, expect } from 'vitest';
import { HEADLINE_MAX_GRAPHEMES, truncateHeadline } from './headline';

const segmenter = new Intl.Segmenter('cs', { granularity: 'grapheme' });
const graphemeCount = (text: string) => Array.from(segmenter.segment(text)).length;

/** Letters with a space at graphemes 4, 14, 24, …, so it never ends in a space; exactly `total` graphemes. */
function textOfLength(total: number, letter = 'ž'): string {
  let text = '';
  while (graphemeCount(text) < total) text += graphemeCount(text) % 10 === 4 ? ' ' : letter;
  return text;
}

describe('truncateHeadline', () => {
  it('defaults to the 110-grapheme structured-data limit', () => {
    expect(HEADLINE_MAX_GRAPHEMES).toBe(110);
  });

  it('returns a short headline unchanged apart from collapsed whitespace', () => {
    expect(truncateHeadline('  Svatba   na\tzámku\nHluboká  ')).toBe('Svatba na zámku Hluboká');
  });

  it('keeps a headline of exactly 110 graphemes whole', () => {
    const text = textOfLength(110);
    expect(truncateHeadline(text)).toBe(text);
  });

  it('shortens a headline of 111 graphemes to at most 110, ending with "…"', () => {
    const text = textOfLength(111);
    const result = truncateHeadline(text);
    expect(result.endsWith('…')).toBe(true);
    expect(graphemeCount(result)).toBeLessThanOrEqual(110);
    // The last space before the limit is at grapheme 104, so the cut keeps 104 graphemes of whole words.
    expect(result).toBe(`${text.slice(0, 104)}…`);
  });

  it('cuts at the last space before the limit instead of inside a word', () => {
    expect(truncateHeadline('Příběh svatby Kateřiny a Jiřího', 20)).toBe('Příběh svatby…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    // "Jarní svatba" is 12 graphemes; with the ellipsis reserved, the budget at max 13 is exactly 12.
    expect(truncateHeadline('Jarní svatba v Krkonoších', 13)).toBe('Jarní svatba…');
  });

  it('strips punctuation and spaces left before the ellipsis', () => {
    expect(truncateHeadline('Svatba, hostina – a tanec do rána', 18)).toBe('Svatba, hostina…');
    expect(truncateHeadline('Svatba: hostina a tanec', 12)).toBe('Svatba…');
  });

  it('cuts a single over-long word at a grapheme boundary', () => {
    expect(truncateHeadline('Nejneobhospodařovávatelnějšího', 10)).toBe('Nejneobho…');
  });

  it('never splits a letter with a combining accent', () => {
    const decomposed = 'Cafe\u0301'.repeat(5); // 5 graphemes per repetition, 25 in total, 30 code units
    const result = truncateHeadline(decomposed, 5);
    expect(result).toBe('Cafe\u0301…');
    expect(graphemeCount(result)).toBe(5);
  });

  it('never splits an emoji made of several code points', () => {
    const family = '👨‍👩‍👧‍👦';
    const result = truncateHeadline(`${family}${family}${family}${family}`, 3);
    expect(result).toBe(`${family}${family}…`);
  });

  it('never splits a surrogate pair or a flag', () => {
    expect(truncateHeadline('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
    expect(truncateHeadline('🇨🇿🇨🇿🇨🇿🇨🇿', 3)).toBe('🇨🇿🇨🇿…');
  });

  it('counts graphemes, not UTF-16 units, when deciding whether to cut', () => {
    const text = 'e\u0301'.repeat(110); // 220 code units but 110 graphemes
    expect(truncateHeadline(text)).toBe(text);
  });

  it.each([111, 150, 500])('keeps a %i-grapheme mixed headline within 110 graphemes', (length) => {
    const text = Array.from({ length }, (_, i) => ['ř', 'e\u0301', '👍🏽', ' '][i % 4]).join('');
    const result = truncateHeadline(text);
    expect(graphemeCount(result)).toBeLessThanOrEqual(110);
    expect(result.endsWith('…')).toBe(true);
  });

  it('rejects a limit that cannot hold even the ellipsis', () => {
    expect(() => truncateHeadline('Svatba', 0)).toThrow(RangeError);
  });
});
