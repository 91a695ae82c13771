import { describe, it, expect } from 'vitest';
import { QUERY_LIMITS, parseSearch } from './query-string';

const params = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join('&');

describe('parseSearch', () => {
  it('exposes the limits it enforces', () => {
    expect(QUERY_LIMITS).toEqual({ depth: 5, arrayLimit: 20, parameterLimit: 1000 });
  });

  it('accepts the search with or without the leading "?" and decodes values', () => {
    expect(parseSearch('?q=svatba%20v%20Praze&styl=p%C5%99%C3%ADrodn%C3%AD')).toEqual({
      q: 'svatba v Praze',
      styl: 'přírodní',
    });
    expect(parseSearch('strana=2')).toEqual({ strana: '2' });
    expect(parseSearch('?')).toEqual({});
    expect(parseSearch('')).toEqual({});
  });

  describe(`depth ${QUERY_LIMITS.depth}`, () => {
    it('parses five bracket levels into nested objects', () => {
      expect(parseSearch('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
    });

    it('keeps a sixth level as literal key text instead of nesting further', () => {
      expect(parseSearch('a[b][c][d][e][f][g]=1')).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } });
      expect(parseSearch('a[b][c][d][e][f][g][h]=1')).toEqual({
        a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } },
      });
    });
  });

  describe(`arrayLimit ${QUERY_LIMITS.arrayLimit}`, () => {
    it('builds an array for index 19, the last index below the limit', () => {
      const result = parseSearch('a[19]=x');
      expect(Array.isArray(result.a)).toBe(true);
      expect(result.a).toEqual(['x']); // qs compacts sparse arrays
    });

    it('builds an object with a numeric key for index 20', () => {
      const result = parseSearch('a[20]=x');
      expect(Array.isArray(result.a)).toBe(false);
      expect(result.a).toEqual({ 20: 'x' });
    });

    it('keeps 20 repeated "a[]=" values as an array', () => {
      const result = parseSearch(params(20, (i) => `a[]=${i}`));
      expect(Array.isArray(result.a)).toBe(true);
      expect(result.a).toHaveLength(20);
    });

    it('turns 21 repeated "a[]=" values into an object with keys 0–20', () => {
      const result = parseSearch(params(21, (i) => `a[]=${i}`));
      expect(Array.isArray(result.a)).toBe(false);
      expect(Object.keys(result.a as object)).toHaveLength(21);
      expect((result.a as Record<string, string>)['20']).toBe('20');
    });

    it('applies the same count to repeated plain keys ("a=1&a=2")', () => {
      expect(Array.isArray(parseSearch(params(20, (i) => `a=${i}`)).a)).toBe(true);
      expect(Array.isArray(parseSearch(params(21, (i) => `a=${i}`)).a)).toBe(false);
    });
  });

  describe(`parameterLimit ${QUERY_LIMITS.parameterLimit}`, () => {
    it('keeps 1000 parameters', () => {
      const result = parseSearch(params(1000, (i) => `k${i}=1`));
      expect(Object.keys(result)).toHaveLength(1000);
      expect(result.k999).toBe('1');
    });

    it('drops the 1001st parameter without throwing', () => {
      const result = parseSearch(params(1001, (i) => `k${i}=1`));
      expect(Object.keys(result)).toHaveLength(1000);
      expect(result).not.toHaveProperty('k1000');
    });
  });

  describe('prototype safety', () => {
    it('does not pollute Object.prototype through __proto__', () => {
      const result = parseSearch('__proto__[polluted]=yes&a[__proto__][polluted]=yes');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.keys(result)).toEqual(['a']);
      expect(Object.getPrototypeOf(result.a)).toBeNull();
      expect((result.a as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('keeps constructor/prototype keys as inert data on prototype-free objects', () => {
      const result = parseSearch('constructor[prototype][polluted]=yes&toString=x');
      expect(Object.getPrototypeOf(result)).toBeNull();
      expect(result.toString).toBe('x');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype.toString).toBeTypeOf('function');
    });
  });
});
