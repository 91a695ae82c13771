import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

interface HostingHeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
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
 * `vite preview` sends the security and cache headers of firebase.json, so the e2e run exercises the real
 * Content-Security-Policy (a violation is a console error, which fails the test). Off with PREVIEW_HOSTING_HEADERS=0
 * (the Strapi-backed preview talks to a local Strapi that the production CSP rightly does not allow).
 */
export function hostingHeadersPlugin(firebaseJson = 'firebase.json'): Plugin {
  return {
    name: 'svatebni-fotograf:hosting-headers',
    configurePreviewServer(server) {
      if (process.env.PREVIEW_HOSTING_HEADERS === '0') return;
      const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: { headers?: HostingHeaderRule[] } };
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
