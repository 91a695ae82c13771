// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
/** Runtime imports (static, re-exports, dynamic); `import type` is erased by the compiler and loads nothing. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** Every package the modules reachable from `entries` load at run time, with the path that reaches it first. */
function packagesReachedFrom(entries: string[], skip: (file: string) => boolean): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => [resolve(root, entry)]);
  while (queue.length) {
    const trail = queue.shift()!;
    const file = trail.at(-1)!;
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (!specifier.startsWith('.')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, trail.map((step) => relative(root, step)));
        continue;
      }
      const next = resolveModule(file, specifier);
      if (next) queue.push([...trail, next]);
    }
  }
  return packages;
}

/** The memory profile's root is the demo's (its fakes carry inversify's decorators); the real profiles' are followed. */
const memoryRoot = (file: string) => file.endsWith('gallery-memory.ts');
/**
 * The couple's accounts chunk (the Strapi client the app's "Moje svatba" loads too): assembled by hand, no container,
 * but its adapters carry inversify's decorators. It loads after the entry, only for a couple holding a session.
 */
const coupleAccounts = (file: string) => file.endsWith('adapters/strapi/strapi-accounts.ts');

describe('the galleries’ own entry (src/app/gallery-main.tsx)', () => {
  it('loads neither React Router nor the Firebase SDK in the real profiles, lazy chunks and the couple’s accounts included', () => {
    const packages = packagesReachedFrom(['src/app/gallery-main.tsx'], memoryRoot);
    expect(packages.has('react'), 'the walk follows the entry').toBe(true);
    expect(packages.has('axios'), 'the walk follows the couple’s accounts chunk').toBe(true);
    for (const banned of ['react-router', 'react-router-dom', 'firebase']) {
      expect(packages.get(banned), `${banned} reached through`).toBeUndefined();
    }
  });

  it('loads no inversify before the couple’s accounts chunk: neither the guest’s page nor the couple’s first modules wait for it', () => {
    const packages = packagesReachedFrom(['src/app/gallery-main.tsx'], (file) => memoryRoot(file) || coupleAccounts(file));
    expect(packages.get('inversify'), 'inversify reached through').toBeUndefined();
  });

  it('leaves the app’s route table and composition roots out', () => {
    const packages = packagesReachedFrom(['src/app/gallery-main.tsx'], memoryRoot);
    // A module of the app's own start-up would bring the router in; the walk above says so by package, this by file.
    expect([...packages.values()].flat().filter((file) => /router\/|composition\/(remote|memory-container|production|emulators|strapi-bindings)\.ts$/.test(file))).toEqual([]);
  });

  it('renders the couple’s page without React Router: their links are plain anchors, not the app’s Link', () => {
    const packages = packagesReachedFrom(['src/features/gallery/couple-gallery.tsx'], () => false);
    expect(packages.get('react-router-dom'), 'react-router-dom reached through').toBeUndefined();
    expect(packages.get('react-router'), 'react-router reached through').toBeUndefined();
  });
});
