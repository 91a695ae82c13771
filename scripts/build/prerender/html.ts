// Assembling a prerendered page from the client build's index.html, the rendered page and Vite's manifest.

export interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestEntry>;

/** What the prerender entry renders for one address. */
export interface RenderedHtml {
  head: string;
  body: string;
  hydrationScript: string;
}

type Chunks = { files: string[]; css: string[] };

/** The chunks (and their CSS) a page module needs, from Vite's build manifest: the module, its static imports. */
export function chunksFor(manifest: Manifest, sources: string[]): Chunks {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { files: [...files], css: [...css] };
}

/** The islands' entry (src/app/islands/main.tsx), loaded instead of the app by a page marked `islands`. */
export const ISLANDS_ENTRY = 'src/app/islands/main.tsx';
/** The manifest of the islands' own build (vite.islands.config.ts, on Preact), beside the app's in the outDir. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/** What the template (index.html) already loads: the entry chunk, its preloads and stylesheet. */
export function entryChunks(manifest: Manifest): Chunks {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  return entryKey ? chunksFor(manifest, [entryKey]) : { files: [], css: [] };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The stylesheets the template links, inlined: the first paint then needs nothing but the HTML (on a slow mobile
 * link the stylesheet's own round trip, competing with the scripts' preloads, was most of the time to first paint).
 * `readCss(href)` returns a stylesheet's text.
 */
export function inlineStylesheets(template: string, readCss: (href: string) => string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_link, href: string) => {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/**
 * The page's HTML: its head (title, description, canonical, sharing tags, image preloads), the page's chunks as
 * modulepreloads and its CSS as stylesheets (no flash, no second round trip), the markup, and the router data.
 * A page with `islands` loads the islands' entry and its chunks (from `islandsManifest`, their own build's) instead
 * of the app's, and carries no router data.
 */
export function assemblePage(
  template: string,
  page: RenderedHtml,
  {
    base = '/',
    manifest,
    islandsManifest,
    sources,
    bootSrc,
    islands = false,
  }: { base?: string; manifest: Manifest; islandsManifest?: Manifest; sources: string[]; bootSrc?: string; islands?: boolean },
): string {
  const already = entryChunks(manifest);
  const needed = chunksFor(manifest, sources);
  const styles = needed.css.filter((f) => !already.css.includes(f)).map((f) => `<link rel="stylesheet" crossorigin href="${attr(base + f)}">`);
  const preloads = islands ? [] : needed.files.filter((f) => !already.files.includes(f)).map((f) => `<link rel="modulepreload" crossorigin href="${attr(base + f)}">`);
  const head = [page.head, ...styles, ...preloads].join('');
  if (!template.includes('</head>') || !template.includes('<div id="app"></div>')) throw new Error('index.html lacks </head> or <div id="app"></div>');
  const html = lowPriorityScripts(
    template.replace('</head>', `${head}</head>`).replace('<div id="app"></div>', `<div id="app">${page.body}</div>${islands ? '' : page.hydrationScript}`),
  );
  if (!islands) return bootSrc ? deferScripts(html, bootSrc) : html;
  const entry = chunksFor(islandsManifest ?? {}, [ISLANDS_ENTRY]);
  if (!bootSrc || !entry.files[0]) throw new Error(`an islands page needs the boot script and ${ISLANDS_ENTRY} in the build`);
  return deferScripts(html, bootSrc, { entry: base + entry.files[0], preload: entry.files.slice(1).map((f) => base + f) });
}

/**
 * A prerendered page starts its scripts only once it has loaded: the entry script and its modulepreloads move into a
 * JSON block that the small classic script `bootSrc` (src/app/content-page-boot.js, hashed into assets/) reads on
 * the window's load event. A form page takes what was typed before then into its store as it hydrates
 * (src/shared/forms/typed-before-hydration.ts).
 */
export function deferScripts(html: string, bootSrc: string, instead?: { entry: string; preload: string[] }): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('the page has no entry script to defer');
  const preload = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  const data = JSON.stringify(instead ?? { entry: entry[1], preload }).replace(/</g, '\\u003c');
  return html
    .replace(entry[0], `<script defer fetchpriority="low" src="${attr(bootSrc)}"></script>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('</body>', `<script type="application/json" id="app-scripts">${data}</script></body>`);
}

/**
 * A prerendered page paints without its scripts; they only hydrate it. Fetched at low priority, they leave the
 * bandwidth of a slow mobile link to the page's largest image instead of competing with it (Chromium gives module
 * scripts and modulepreloads high priority, ahead of images, unless told otherwise).
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** The shell for the pages rendered only in the browser (admin, accounts), with `head` added. */
export function appShell(template: string, head: string): string {
  return template.replace('</head>', `${head}</head>`);
}

/** Where a prerendered address is written: `/` → index.html, `/cenik` → cenik.html (Hosting's cleanUrls). */
export function htmlFileFor(path: string): string {
  if (path === '/') return 'index.html';
  return `${decodeURIComponent(path.replace(/^\/+|\/+$/g, ''))}.html`;
}
