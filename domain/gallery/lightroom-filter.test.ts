import { describe, expect, it } from 'vitest';
import { lightroomFilter } from './lightroom-filter';

describe('Lightroom filter text', () => {
  it('names without extensions joined by ", " (Contains matches any of them, the RAW and the JPEG alike)', () => {
    expect(lightroomFilter(['DSC_0012.jpg', 'DSC_0148.JPG', 'IMG_9.jpeg'])).toEqual({ text: 'DSC_0012, DSC_0148, IMG_9', inexact: [] });
  });

  it('each name once, even when a RAW and its JPEG were both chosen', () => {
    expect(lightroomFilter(['DSC_0012.jpg', 'DSC_0012.NEF']).text).toBe('DSC_0012');
  });

  it('a name with a space or a comma is written by its last part (the counter) and reported inexact', () => {
    expect(lightroomFilter(['Svatba Novákovi 0042.jpg', 'a,b-long.jpg'])).toEqual({ text: '0042, b-long', inexact: ['Svatba Novákovi 0042.jpg', 'a,b-long.jpg'] });
  });

  it("Lightroom's operators (! and + at the start, + at the end) are never written", () => {
    expect(lightroomFilter(['!draft.jpg', '+x+.jpg'])).toEqual({ text: 'draft, x', inexact: ['!draft.jpg', '+x+.jpg'] });
  });

  it('a decomposed name (macOS) is written composed, as the catalogue shows it', () => {
    expect(lightroomFilter(['Za\u0301mek.jpg']).text).toBe('Zámek');
  });

  it('nothing chosen is an empty filter', () => {
    expect(lightroomFilter([])).toEqual({ text: '', inexact: [] });
  });
});
