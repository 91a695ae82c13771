/** Google's limit for `headline` in Article structured data. */
export const HEADLINE_MAX_GRAPHEMES = 110;

const ELLIPSIS = '…';

const graphemeSegmenter = new Intl.Segmenter('cs', { granularity: 'grapheme' });

// Separators and sentence punctuation look broken right before "…"; closing brackets and quotes do not.
const TRAILING_JUNK = /[\s\p{Pd}\p{Po}]+$/u;

function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/**
 * Shortens a headline for structured data to at most `max` user-perceived characters (graphemes), the "…"
 * included. Whitespace is collapsed first. The cut falls between words when it can and always between
 * graphemes, so an emoji or "e" + combining accent is never split; a single word longer than the limit is cut
 * at a grapheme boundary.
 */
export function truncateHeadline(text: string, max: number = HEADLINE_MAX_GRAPHEMES): string {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const parts = graphemes(collapsed);
  if (parts.length <= max) return collapsed;

  const budget = max - 1; // one grapheme is reserved for the ellipsis
  // A space right at `budget` means the word before it ends exactly at the limit and can stay whole.
  const lastSpace = parts.lastIndexOf(' ', budget);
  const wordCut = lastSpace > 0 ? parts.slice(0, lastSpace).join('').replace(TRAILING_JUNK, '') : '';
  const kept = wordCut !== '' ? wordCut : parts.slice(0, budget).join('').replace(TRAILING_JUNK, '');
  return `${kept}${ELLIPSIS}`;
}
