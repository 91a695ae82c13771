// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { REGION as EMULATOR_REGION } from '../dev/emulators/settings.ts';
import { CLIENT_RENDERED_AREAS, CLIENT_RENDERED_PAGE_SHELLS, shellOfArea } from '../../src/app/router/client-rendered-areas';

/**
 * firebase.json is deployment code: these checks keep the SPA rewrites, caching and security headers honest.
 * Path matching goes through superstatic (the Hosting emulator's matcher) so globs are evaluated as Hosting does.
 */
const root = new URL('../..', import.meta.url);
const config = JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8')) as FirebaseJson;
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
  configMatcher(path: string, rule: { source?: string; regex?: string }): boolean;
};

/** The CMS origin the CSP allows (fixed value, documented in .env.firebase.example). */
const STRAPI_ORIGIN = 'https://cms.terezanovakova-foto.cz';

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}
interface FirebaseJson {
  hosting: { public: string; cleanUrls?: boolean; rewrites: Array<{ source?: string; regex?: string; destination: string }>; headers: HeaderRule[] };
  functions: Array<{ source: string; predeploy?: string[] }>;
  firestore: { rules: string; indexes: string; database?: string; location?: string };
  storage: { rules: string };
  emulators: Record<string, unknown> & { ui: { enabled: boolean }; singleProjectMode: boolean };
}

/** The functions' deploy region default (functions/src/config.ts DEPLOY_REGION), read from the source. */
const functionsRegionDefault = /defineString\('DEPLOY_REGION', \{\s*default: '([^']+)'/.exec(
  readFileSync(new URL('functions/src/config.ts', root), 'utf8'),
)?.[1];

/** Every header Hosting would send for a path (later rules win for the same key, as on Hosting). */
function headersFor(path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of config.hosting.headers) {
    if (configMatcher(path, rule)) for (const h of rule.headers) result.set(h.key.toLowerCase(), h.value);
  }
  return result;
}

function rewriteFor(path: string): string | undefined {
  return config.hosting.rewrites.find((rule) => configMatcher(path, rule))?.destination;
}

function csp(path = '/'): Map<string, string[]> {
  const value = headersFor(path).get('content-security-policy') ?? '';
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('firebase.json hosting', () => {
  it('serves prerendered pages as files and rewrites only the client-rendered areas to their shell (the app’s, or the gallery’s own)', () => {
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.cleanUrls).toBe(true);
    for (const area of CLIENT_RENDERED_AREAS) {
      for (const route of [area, `${area}/neco`]) expect(rewriteFor(route), route).toBe(shellOfArea(area));
    }
    // A page with its own shell inside an area (the couple's gallery): its one segment only; the area keeps the rest.
    for (const { prefix, shell } of CLIENT_RENDERED_PAGE_SHELLS) {
      for (const route of [`${prefix}/abc123`, `${prefix}/abc123/`]) expect(rewriteFor(route), route).toBe(shell);
      for (const route of [prefix, `${prefix}/a/b`]) expect(rewriteFor(route), route).toBe('/app.html');
    }
    // Public addresses are files (cenik.html, weddings/x.html); an unknown one must get 404.html with status 404.
    for (const route of ['/', '/cenik', '/rezervace', '/weddings/jana-a-petr', '/neexistujici-stranka', '/adminx', '/ucetni']) {
      expect(rewriteFor(route), route).toBeUndefined();
    }
    // A missing chunk must 404 (the version watcher reloads); index.html in its place would be parsed as JS.
    for (const file of ['/assets/index-abc123.js', '/assets/missing-chunk.js', '/builds/latest.json', '/builds/meta/x.json', '/content/site.json']) {
      expect(rewriteFor(file), file).toBeUndefined();
    }
  });

  it('caches hashed assets and images for a year, and never caches pages, content or the build manifests', () => {
    expect(headersFor('/assets/index-abc123.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/img/0123abcd-800.avif').get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/cenik', '/weddings/jana-a-petr', '/content/site.json', '/sitemap.xml', '/builds/latest.json', '/builds/meta/20270612-abc.json']) {
      expect(headersFor(path).get('cache-control'), path).toBe('no-cache');
    }
    expect(headersFor('/builds/latest.json').get('cache-control')).not.toContain('immutable');
  });

  it('sends the security headers on every path', () => {
    for (const path of ['/', '/index.html', '/assets/a.js', '/builds/latest.json', '/svatby/x']) {
      const headers = headersFor(path);
      expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]), path).toBeGreaterThanOrEqual(31536000);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(headers.get('content-security-policy'), path).toBeTruthy();
    }
  });

  it('has a CSP without inline or eval scripts, with locked-down object, base and framing', () => {
    const policy = csp();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts.filter((s) => /unsafe|^\*$|^https?:$|^data:$/.test(s))).toEqual([]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the app reach only itself, the CMS, Firebase and Google Analytics', () => {
    const connect = csp().get('connect-src') ?? [];
    for (const origin of [
      "'self'",
      STRAPI_ORIGIN,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://*.cloudfunctions.net',
      'https://*.google-analytics.com',
    ]) {
      expect(connect, origin).toContain(origin);
    }
    const allowed = /^(?:'self'|'none'|'unsafe-inline'|data:|blob:|https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;
    for (const [directive, sources] of csp()) {
      for (const source of sources) expect(source, `${directive} ${source}`).toMatch(allowed);
    }
    // Only styles may be inline (React style attributes); a CSP host wildcard is valid only as the first label.
    const inline = [...csp()].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([d]) => d);
    expect(inline).toEqual(['style-src']);
    expect(csp().get('img-src')).toContain(STRAPI_ORIGIN);
  });
});

describe('firebase.json deploy and emulators', () => {
  it('deploys functions from functions/ after building them, with rules and indexes', () => {
    const functions = config.functions[0]!;
    expect(functions.source).toBe('functions');
    expect(functions.predeploy?.join(' ')).toMatch(/run build/);
    expect(config.firestore).toMatchObject({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(config.storage.rules).toBe('storage.rules');
  });

  it('puts the bookings database in Frankfurt (europe-west3), beside the functions: deploy creates it there', () => {
    // The (default) database's location is fixed when it is created; `firebase deploy --only firestore` creates a
    // missing database at `location` (nam5, in the US, otherwise). Personal data of Czech couples stays in the EU, and
    // a transaction from a function in another region would cross the Atlantic on every booking.
    expect(config.firestore.database).toBe('(default)');
    expect(config.firestore.location).toBe(EMULATOR_REGION);
    expect(functionsRegionDefault).toBe(EMULATOR_REGION);
  });

  it('is a valid firebase.json for the installed firebase-tools (a misspelt key would be ignored at deploy)', () => {
    const schema = JSON.parse(readFileSync(new URL('node_modules/firebase-tools/schema/firebase-config.json', root), 'utf8')) as {
      definitions: Record<string, object>;
    };
    const ajv = new Ajv({ allErrors: true });
    // firebase-tools' generated schema types `extensions` as an object without properties, though its deploy reads
    // it as instance id → "publisher/extension@version" (lib/deploy/extensions/planner.js) and it only logs schema
    // errors at debug level. So: that schema's only complaint may be the extension entries, and the rest must pass.
    ajv.validate(schema, config);
    expect((ajv.errors ?? []).filter((error) => !error.dataPath.startsWith('.extensions')), JSON.stringify(ajv.errors)).toEqual([]);
    const corrected = { ...schema, definitions: { ...schema.definitions, ExtensionsConfig: { type: 'object', additionalProperties: { type: 'string', pattern: '^[a-z0-9-]+/[a-z0-9-]+@\\d+\\.\\d+\\.\\d+$' } } } };
    const valid = ajv.validate(corrected, config);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
    expect(ajv.validate(corrected, { ...config, firestore: { ...config.firestore, locaton: 'europe-west3' } })).toBe(false);
    expect(ajv.validate(corrected, { ...config, extensions: { 'firestore-send-email': 'firebase/firestore-send-email@latest' } })).toBe(false);
  });

  it('pins the emulator ports, runs one project and never needs the (downloaded) UI', () => {
    const port = (name: string) => (config.emulators[name] as { port: number }).port;
    expect([port('auth'), port('functions'), port('firestore'), port('storage')]).toEqual([9099, 5001, 8080, 9199]);
    expect(config.emulators.ui.enabled).toBe(false);
    expect(config.emulators.singleProjectMode).toBe(true);
  });
});
