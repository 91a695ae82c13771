// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appShell, assemblePage, chunksFor, deferScripts, htmlFileFor, inlineStylesheets } from './html.ts';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
  'src/features/booking/booking-page.tsx': { file: 'assets/booking-page-c.js', imports: ['_react.js', '_stores.js'], css: ['assets/booking-d.css'] },
  '_stores.js': { file: 'assets/stores-e.js' },
};
// The islands' own build (vite.islands.config.ts): its chunk names may repeat the app's keys, never its files.
const islandsManifest = {
  'src/app/islands/main.tsx': { file: 'assets/islands-f.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/compat-g.js' },
};
const template =
  '<!doctype html><html lang="cs"><head><script type="module" src="/assets/index-a.js"></script><link rel="stylesheet" href="/assets/index-a.css"></head><body><div id="app"></div></body></html>';
const page = { head: '<title>Poptávka</title>', body: '<h1>Poptávka</h1>', hydrationScript: '<script type="application/json" id="router-hydration">{}</script>' };

describe('assembling a prerendered page', () => {
  it("names the page's chunks and stylesheets from the manifest, without repeating what the entry loads", () => {
    expect(chunksFor(manifest, ['src/features/booking/booking-page.tsx'])).toEqual({
      files: ['assets/booking-page-c.js', 'assets/react-b.js', 'assets/stores-e.js'],
      css: ['assets/booking-d.css'],
    });
    const html = assemblePage(template, page, { manifest, sources: ['src/features/booking/booking-page.tsx'] });
    expect(html).toContain('<title>Poptávka</title><link rel="stylesheet" crossorigin href="/assets/booking-d.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/booking-d.css">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/booking-page-c.js">');
    // The page paints without its scripts: they must not compete with its images.
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index-a.js">');
    expect(html).not.toContain('href="/assets/react-b.js"');
    expect(html).toContain('<div id="app"><h1>Poptávka</h1></div><script type="application/json" id="router-hydration">{}</script>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a template it cannot fill rather than writing an empty page', () => {
    expect(() => assemblePage('<html><body></body></html>', page, { manifest, sources: [] })).toThrow(/index.html/);
  });

  it('writes clean-URL files and an app shell with the head it is given', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/cenik')).toBe('cenik.html');
    expect(htmlFileFor('/weddings/jana-a-petr')).toBe('weddings/jana-a-petr.html');
    expect(appShell(template, '<meta name="robots" content="noindex">')).toContain('<meta name="robots" content="noindex"></head>');
  });

  it('inlines the linked stylesheets, so the first paint needs nothing but the HTML', () => {
    const inlined = inlineStylesheets(template, (href) => (href === '/assets/index-a.css' ? 'body{margin:0}' : ''));
    expect(inlined).toContain('<style>body{margin:0}</style>');
    expect(inlined).not.toContain('rel="stylesheet"');
    expect(() => inlineStylesheets(template, () => 'a{}</style><script>')).toThrow(/cannot be inlined/);
  });

  it('a content page starts its scripts after loading: the entry and preloads move into data for the starter', () => {
    const html = assemblePage(template, page, { manifest, sources: ['src/features/booking/booking-page.tsx'], bootSrc: '/assets/boot-1.js' });
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<script defer fetchpriority="low" src="/assets/boot-1.js"></script>');
    const data = JSON.parse(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)![1]!) as { entry: string; preload: string[] };
    expect(data).toEqual({ entry: '/assets/index-a.js', preload: ['/assets/booking-page-c.js', '/assets/stores-e.js'] });
    expect(() => deferScripts('<html><body></body></html>', '/b.js')).toThrow(/entry script/);
  });

  it('a content page marked `islands` loads the islands entry and its chunks, not the app, and no router data', () => {
    const pricing = { ...page, body: '<div data-island="site-header"></div><h1>Ceník</h1>' };
    const html = assemblePage(template, pricing, { manifest, islandsManifest, sources: ['src/features/booking/booking-page.tsx'], bootSrc: '/assets/boot-1.js', islands: true });
    const data = JSON.parse(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)![1]!) as { entry: string; preload: string[] };
    expect(data).toEqual({ entry: '/assets/islands-f.js', preload: ['/assets/compat-g.js'] });
    expect(html).not.toContain('index-a.js');
    expect(html).not.toContain('react-b.js');
    expect(html).not.toContain('booking-page-c.js');
    expect(html).not.toContain('router-hydration');
    // The page's own stylesheet stays: its look does not depend on which scripts start.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/booking-d.css">');
    expect(html).toContain('<div id="app"><div data-island="site-header"></div><h1>Ceník</h1></div>');
    expect(() => assemblePage(template, pricing, { manifest, sources: [], bootSrc: '/b.js', islands: true })).toThrow(/islands/);
  });
});
