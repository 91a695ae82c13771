// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingGlobToRegExp, hostingHeadersFor } from './hosting-headers-plugin';

const rules = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: Parameters<typeof hostingHeadersFor>[0] } }).hosting
  .headers;

describe('firebase.json headers in vite preview', () => {
  it('matches Firebase Hosting globs', () => {
    expect(hostingGlobToRegExp('**').test('/weddings/jana')).toBe(true);
    expect(hostingGlobToRegExp('/assets/**').test('/assets/index-abc.js')).toBe(true);
    expect(hostingGlobToRegExp('/assets/**').test('/cenik')).toBe(false);
    expect(hostingGlobToRegExp('/index.html').test('/index.html')).toBe(true);
  });

  it('gives hashed assets a year of cache and pages the CSP, index.html no-cache', () => {
    expect(hostingHeadersFor(rules, '/assets/index-abc.js')['Cache-Control']).toMatch(/immutable/);
    expect(hostingHeadersFor(rules, '/index.html')['Cache-Control']).toBe('no-cache');
    expect(hostingHeadersFor(rules, '/builds/latest.json')['Cache-Control']).toBe('no-cache');
    expect(hostingHeadersFor(rules, '/cenik')['Content-Security-Policy']).toMatch(/object-src 'none'/);
  });
});
