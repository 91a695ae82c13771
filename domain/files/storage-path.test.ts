import { describe, expect, it } from 'vitest';
import { checkStoragePath, isStoragePath } from './storage-path';

describe('storage paths', () => {
  it('accepts folder/file paths, Czech names and spaces included', () => {
    for (const path of ['bookings/b1/smlouva.pdf', 'galleries/g1/originals/Obřad 001.jpg', 'a']) expect(isStoragePath(path), path).toBe(true);
  });

  it('refuses a leading or trailing slash, empty segments, . and ..', () => {
    for (const path of ['', '/a.txt', 'a/', 'a//b.txt', 'a/../b', './a', 'a/./b']) expect(isStoragePath(path), path).toBe(false);
  });

  it('throws storage/unknown for a refused path', () => {
    expect(() => checkStoragePath('a//b')).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
    expect(() => checkStoragePath('a/b')).not.toThrow();
  });
});
