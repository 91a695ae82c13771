// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { devShellFor, hostingAnswer, hostingGlobToRegExp, hostingHeadersFor, type HostingRouting } from './hosting-headers-plugin';

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: HostingRouting & { headers: Parameters<typeof hostingHeadersFor>[0] } })
  .hosting;
const rules = hosting.headers;

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

describe('firebase.json routing in vite preview (as Firebase Hosting answers)', () => {
  const files = new Set(['/index.html', '/cenik.html', '/weddings/jana-a-petr.html', '/app.html', '/404.html', '/assets/a.js']);
  const answer = (path: string) => hostingAnswer(hosting, path, (file) => files.has(file));

  it('serves prerendered pages by their clean address and redirects the .html one', () => {
    expect(answer('/')).toEqual({ kind: 'file', file: '/index.html' });
    expect(answer('/cenik')).toEqual({ kind: 'file', file: '/cenik.html' });
    expect(answer('/weddings/jana-a-petr')).toEqual({ kind: 'file', file: '/weddings/jana-a-petr.html' });
    expect(answer('/cenik.html')).toEqual({ kind: 'redirect', status: 301, location: '/cenik' });
    expect(answer('/assets/a.js')).toEqual({ kind: 'file', file: '/assets/a.js' });
  });

  it('redirects the legacy wedding addresses permanently', () => {
    expect(answer('/wedding-detail-jana-a-petr')).toEqual({ kind: 'redirect', status: 301, location: '/weddings/jana-a-petr' });
    expect(answer('/weddings/_slug')).toEqual({ kind: 'redirect', status: 301, location: '/portfolio' });
  });

  it('gives the admin and account areas the app shell, and anything unknown a real 404', () => {
    expect(answer('/admin/bookings/abc')).toEqual({ kind: 'file', file: '/app.html' });
    expect(answer('/prihlaseni')).toEqual({ kind: 'file', file: '/app.html' });
    expect(answer('/neexistuje')).toEqual({ kind: 'not-found', file: '/404.html' });
    expect(answer('/weddings/neexistuje')).toEqual({ kind: 'not-found', file: '/404.html' });
    expect(answer('/assets/missing-chunk.js')).toEqual({ kind: 'not-found', file: '/404.html' });
  });

  it('gives the guests’ and the couple’s galleries their own entry, in the preview as on the dev server', () => {
    const built = (file: string) => files.has(file) || file === '/gallery.html';
    expect(hostingAnswer(hosting, '/galerie/Ab3xY', built)).toEqual({ kind: 'file', file: '/gallery.html' });
    expect(hostingAnswer(hosting, '/ucet/galerie/Ab3xYz', built)).toEqual({ kind: 'file', file: '/gallery.html' });
    expect(hostingAnswer(hosting, '/ucet', built)).toEqual({ kind: 'file', file: '/app.html' });
    // The dev server has gallery.html at the root and no app.html (its fallback serves index.html, the same entry).
    const root = (file: string) => file === '/gallery.html';
    expect(devShellFor(hosting, '/galerie/Ab3xY', root)).toBe('/gallery.html');
    expect(devShellFor(hosting, '/ucet/galerie/Ab3xYz', root)).toBe('/gallery.html');
    expect(devShellFor(hosting, '/ucet', root)).toBeUndefined();
    expect(devShellFor(hosting, '/admin/bookings', root)).toBeUndefined();
    expect(devShellFor(hosting, '/galeriex', root)).toBeUndefined();
    expect(devShellFor(hosting, '/cenik', root)).toBeUndefined();
  });
});
