import { describe, expect, it } from 'vitest';
import { isValidContentId, isValidSlug } from './route-params';

describe('slug validation', () => {
  it.each(['a', 'jana-a-petr-2025', '1', 'a'.repeat(100), '-'])('accepts %s', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });
  it.each(['', 'A', 'Jana', 'jana_petr', 'jana petr', 'žena', 'a'.repeat(101), 'a/b', '_slug', undefined])(
    'rejects %s',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );
});

describe('content id validation (Strapi documentId or numeric id)', () => {
  it.each(['hgv1vny5cebq2l3czil1rpb3', '1', '42', '1234567890'])('accepts %s', (id) => {
    expect(isValidContentId(id)).toBe(true);
  });
  it.each(['', 'abc', '0', '01', '-1', 'HGV1VNY5CEBQ2L3CZIL1RPB3', 'hgv1vny5cebq2l3czil1rpb', 'hgv1vny5cebq2l3czil1rpb3x', undefined])(
    'rejects %s',
    (id) => {
      expect(isValidContentId(id)).toBe(false);
    },
  );
});
