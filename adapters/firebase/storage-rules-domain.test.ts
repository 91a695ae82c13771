// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_FILE_MAX_BYTES, GALLERY_ORIGINAL_CONTENT_TYPE, GALLERY_ORIGINAL_MAX_BYTES, galleryOriginalPath } from '../../domain/files/storage-layout';

const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

/** The body of the `match` block whose path starts as given. */
function block(path: string): string {
  const start = rules.indexOf(`match ${path}`);
  expect(start, `match ${path} in storage.rules`).toBeGreaterThanOrEqual(0);
  return rules.slice(start, rules.indexOf('\n    }', start));
}

/** `a * b * c` of the rules language → its value. */
const product = (text: string) => text.split('*').reduce((value, factor) => value * Number(factor.trim()), 1);

describe('storage.rules repeat domain/files/storage-layout.ts exactly (the rules language cannot import it)', () => {
  it("a gallery's originals: the folder, the size limit and images only", () => {
    expect(galleryOriginalPath('{galleryId}', '{file}')).toBe('galleries/{galleryId}/originals/{file}');
    const originals = block('/galleries/{galleryId}/originals/{file}');
    expect(product(/request\.resource\.size <= ([\d *]+)/.exec(originals)![1]!)).toBe(GALLERY_ORIGINAL_MAX_BYTES);
    const type = /request\.resource\.contentType\.matches\('([^']+)'\)/.exec(originals)![1]!;
    expect(`/^${type.replace('/', '\\/')}$/`).toBe(String(GALLERY_ORIGINAL_CONTENT_TYPE));
  });

  it("a booking's files: the size limit", () => {
    expect(product(/request\.resource\.size <= ([\d *]+)/.exec(block('/bookings/{bookingId}'))![1]!)).toBe(BOOKING_FILE_MAX_BYTES);
  });

  it('only the photographer writes, and nothing outside those two folders', () => {
    const writes = [...rules.matchAll(/allow ([a-z, ]+): if (.*)/g)].filter(([, ops]) => /create|update|write|delete/.test(ops!));
    expect(writes.map(([, ops, condition]) => [ops, condition!.startsWith('isAdmin()') || condition === 'false;'])).toEqual([
      ['read, delete', true],
      ['create, update', true],
      ['read, delete', true],
      ['create, update', true],
      ['read, write', true],
    ]);
    expect(block('/{path=**}')).toContain('allow read, write: if false;');
  });
});
