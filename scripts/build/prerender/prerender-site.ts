// The build's last step: every public address rendered to static HTML with the app's own routes, loaders and
// components (the server bundle of src/app/entry-prerender.tsx), the content snapshot the browser navigates with,
// web renditions of every image, robots.txt and sitemap.xml. Fails loudly when the CMS cannot be read.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT as root } from '../../script-runtime.ts';
import { ensureCameraOriginals } from '../images/generate-camera-originals.ts';
import { createImagePipeline, optimiseImages } from '../images/image-pipeline.ts';
import { appShell, assemblePage, htmlFileFor, inlineStylesheets, ISLANDS_MANIFEST, type Manifest } from './html.ts';

/** The server build of src/app/entry-prerender.tsx, which this step imports from `ssrDir`. */
type PrerenderEntry = typeof import('../../../src/app/entry-prerender.tsx');
type ContentSnapshot = Awaited<ReturnType<PrerenderEntry['takeContentSnapshot']>>;
type Log = (line: string) => void;
/** A path no route answers: rendered as the site's 404 page. */
export const NOT_FOUND_PROBE = '/stranka-nenalezena';

function write(outDir: string, file: string, content: string | Uint8Array) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

async function readOriginalFrom(url: string): Promise<Buffer> {
  if (/^https?:\/\//.test(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Image ${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  return readFileSync(join(root, 'public', decodeURIComponent(url.split('?')[0] ?? '')));
}

/** Web renditions of every image in the snapshot (image-pipeline.ts). */
async function optimiseSnapshotImages(snapshot: ContentSnapshot, outDir: string, log: Log): Promise<ContentSnapshot> {
  // The memory build's demo photographs are generated (deterministically), not committed.
  await ensureCameraOriginals();
  const started = Date.now();
  const pipeline = createImagePipeline({
    outDir,
    publicPath: '/img/',
    cacheDir: join(root, 'node_modules/.cache/site-images'),
    readOriginal: readOriginalFrom,
  });
  const optimised = await optimiseImages(snapshot, pipeline);
  const stats = pipeline.stats();
  log(`images: ${stats.originals} originals → ${stats.files} files, ${(stats.bytes / 1024 / 1024).toFixed(1)} MB, ${stats.cachedHits} from cache, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return optimised;
}

export async function prerender({ outDir, ssrDir, log = console.log }: { outDir: string; ssrDir: string; log?: Log }): Promise<{ pages: number; seconds: number }> {
  const started = Date.now();
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href)) as PrerenderEntry;
  // CMS HTML is sanitised by DOMPurify, which needs a DOM: jsdom's, given to the app explicitly (no global window).
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  await entry.useSanitiserWindow(new JSDOM('').window);
  const { config, content } = entry.prerenderSetup();

  let snapshot: ContentSnapshot;
  try {
    snapshot = await entry.takeContentSnapshot(content);
  } catch (error) {
    const failure = error as { details?: { cause?: unknown }; message?: string } | undefined;
    const cause = failure?.details?.cause ?? failure?.message ?? error;
    throw new Error(`The content backend (${config.profile} profile) cannot be read, so the build stops instead of publishing an empty site: ${JSON.stringify(cause)}`);
  }
  snapshot = await optimiseSnapshotImages(snapshot, outDir, log);
  const files = entry.snapshotFiles(snapshot);
  for (const [file, json] of files) write(outDir, file, json);

  const services = entry.createPrerenderServices(config, files);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const islandsManifest = JSON.parse(readFileSync(join(outDir, ISLANDS_MANIFEST), 'utf8')) as Manifest;
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  const profileChunk = `src/app/composition/${config.profile}.ts`;
  write(outDir, 'app.html', appShell(shell, entry.APP_SHELL_HEAD));
  const template = inlineStylesheets(shell, (href) => readFileSync(join(outDir, href.replace(/^\/+/, '')), 'utf8'));

  // The prerendered pages' starter (src/app/content-page-boot.js), content-hashed like every asset (cached for a
  // year). Served without its comment lines: every prerendered page downloads it.
  const boot = readFileSync(join(root, 'src/app/content-page-boot.js'), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
  const bootSrc = `/assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
  write(outDir, bootSrc.slice(1), boot);
  const options = (page: { pageSources: string[]; islands: boolean }) => ({ manifest, islandsManifest, sources: [profileChunk, ...page.pageSources], bootSrc, islands: page.islands });

  const addresses = await entry.publicAddresses(services);
  const sitemap: Array<{ url: string; lastModified?: string | undefined }> = [];
  for (const path of addresses) {
    const page = await entry.renderPage(path, services);
    if (page.redirect) {
      log(`! ${path} redirects to ${page.redirect.location} (a CMS redirect): not prerendered`);
      continue;
    }
    if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}; a public page must render`);
    write(outDir, htmlFileFor(path), assemblePage(template, page, options(page)));
    sitemap.push({ url: entry.absoluteUrl(config.siteUrl, path), lastModified: page.lastModified });
  }
  // Editors' redirects: Hosting cannot read them from the CMS, so each becomes a small page that moves on at once.
  let redirects = 0;
  for (const { from, to } of snapshot.site.redirects) {
    const file = htmlFileFor(from);
    if (existsSync(join(outDir, file))) continue;
    write(outDir, file, entry.redirectHtml(to, config.siteUrl));
    redirects += 1;
  }
  const notFound = await entry.renderPage(NOT_FOUND_PROBE, services);
  if (notFound.status !== 404) throw new Error(`the 404 page rendered with status ${notFound.status}`);
  write(outDir, '404.html', assemblePage(template, notFound, options(notFound)));

  write(outDir, 'sitemap.xml', entry.sitemapXml(sitemap));
  write(outDir, 'robots.txt', entry.robotsTxt({ sitemapUrl: entry.absoluteUrl(config.siteUrl, '/sitemap.xml'), disallow: entry.CLIENT_RENDERED_AREAS }));
  // Camera originals are inputs of the image pipeline, never served.
  rmSync(join(outDir, 'media/demo/photos'), { recursive: true, force: true });
  log(`prerendered ${sitemap.length} pages + ${redirects} redirects + 404.html + app.html in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.profile} profile, ${files.size} content files)`);
  return { pages: sitemap.length, seconds: (Date.now() - started) / 1000 };
}
