import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

interface HostingHeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** A redirect or rewrite of firebase.json: a glob `source` or an RE2 `regex` (named groups as `(?P<name>…)`). */
export interface HostingPathRule {
  source?: string;
  regex?: string;
  destination: string;
  type?: number;
}

export interface HostingRouting {
  cleanUrls?: boolean;
  redirects?: HostingPathRule[];
  rewrites?: HostingPathRule[];
}

export type HostingAnswer =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found'; file: '/404.html' };

function ruleMatch(rule: HostingPathRule, path: string): Record<string, string> | null {
  if (rule.regex) {
    const match = new RegExp(rule.regex.replace(/\(\?P</g, '(?<')).exec(path);
    return match ? { ...match.groups } : null;
  }
  return rule.source && hostingGlobToRegExp(rule.source).test(path) ? {} : null;
}

/**
 * What Firebase Hosting answers for a path, in its documented order: redirects, then an exact static file (with
 * `cleanUrls`, `/cenik` is `cenik.html` and `/cenik.html` redirects to `/cenik`), then rewrites, then `404.html`
 * with status 404.
 */
export function hostingAnswer(routing: HostingRouting, path: string, isFile: (file: string) => boolean): HostingAnswer {
  for (const rule of routing.redirects ?? []) {
    const groups = ruleMatch(rule, path);
    if (groups) {
      const location = rule.destination.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => groups[name] ?? whole);
      return { kind: 'redirect', status: rule.type ?? 301, location };
    }
  }
  if (routing.cleanUrls && path.endsWith('.html') && path !== '/404.html') {
    const clean = path === '/index.html' ? '/' : path.slice(0, -'.html'.length);
    return { kind: 'redirect', status: 301, location: clean };
  }
  if (path === '/' && isFile('/index.html')) return { kind: 'file', file: '/index.html' };
  if (isFile(path)) return { kind: 'file', file: path };
  if (routing.cleanUrls && isFile(`${path}.html`)) return { kind: 'file', file: `${path}.html` };
  for (const rule of routing.rewrites ?? []) {
    if (ruleMatch(rule, path)) return { kind: 'file', file: rule.destination };
  }
  return { kind: 'not-found', file: '/404.html' };
}

/**
 * The page the dev server answers for a path Hosting rewrites to an HTML file of the project's root (gallery.html at
 * /galerie/*): Vite serves root HTML files only at their own names. The app shell's rewrite (app.html, made by the
 * prerender step) is left to Vite's fallback, which serves index.html, the same entry.
 */
export function devShellFor(routing: HostingRouting, path: string, isRootFile: (file: string) => boolean): string | undefined {
  const rule = (routing.rewrites ?? []).find((candidate) => ruleMatch(candidate, path));
  return rule && isRootFile(rule.destination) ? rule.destination : undefined;
}

/** Firebase Hosting glob (`**`, `*`, `/assets/**`) to a RegExp over the request path. */
export function hostingGlobToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^/]*';
    else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  const anchored = glob.startsWith('/') || glob.startsWith('**') ? pattern : `(?:.*/)?${pattern}`;
  return new RegExp(`^${anchored}$`);
}

/** The headers Firebase Hosting would send for a path (later rules override earlier ones, as on Hosting). */
export function hostingHeadersFor(rules: readonly HostingHeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (hostingGlobToRegExp(rule.source).test(path)) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * `vite preview` behaves like Firebase Hosting with this firebase.json: its redirects, clean URLs, rewrites (the app
 * shell for the admin and accounts) and a real 404 status with 404.html — so the e2e run tests the deployed routing —
 * and its security and cache headers, so the e2e run exercises the real Content-Security-Policy (a violation is a
 * console error, which fails the test). Headers are off with PREVIEW_HOSTING_HEADERS=0 (the Strapi-backed preview
 * talks to a local Strapi that the production CSP rightly does not allow); the routing is always on.
 */
export function hostingHeadersPlugin(firebaseJson = 'firebase.json'): Plugin {
  return {
    name: 'svatebni-fotograf:hosting-headers',
    configureServer(server) {
      const routing = (JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: HostingRouting }).hosting ?? {};
      const isRootFile = (file: string) => file.endsWith('.html') && existsSync(join(server.config.root, file));
      server.middlewares.use((request, _response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://dev');
        const shell = devShellFor(routing, url.pathname, isRootFile);
        if (shell) request.url = shell + url.search;
        next();
      });
    },
    configurePreviewServer(server) {
      const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: HostingRouting & { headers?: HostingHeaderRule[] } };
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const isFile = (file: string) => {
        try {
          return statSync(join(outDir, decodeURIComponent(file))).isFile();
        } catch {
          return false;
        }
      };
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://preview');
        const answer = hostingAnswer(config.hosting ?? {}, url.pathname, isFile);
        if (answer.kind === 'redirect') {
          response.statusCode = answer.status;
          response.setHeader('Location', answer.location + url.search);
          return response.end();
        }
        if (answer.kind === 'not-found') {
          response.statusCode = 404;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          return response.end(isFile(answer.file) ? readFileSync(join(outDir, answer.file)) : 'Not Found');
        }
        request.url = answer.file + url.search;
        next();
      });
      if (process.env.PREVIEW_HOSTING_HEADERS === '0') return;
      const rules = config.hosting?.headers ?? [];
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [key, value] of Object.entries(hostingHeadersFor(rules, path === '/' ? '/index.html' : path))) {
          // HTTPS-only directives would break the plain-http preview; everything else applies as deployed.
          if (key === 'Strict-Transport-Security') continue;
          response.setHeader(key, key === 'Content-Security-Policy' ? value.replace(/;\s*upgrade-insecure-requests/, '') : value);
        }
        next();
      });
    },
  };
}
