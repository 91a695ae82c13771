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

describe('the guests’ gallery’s own entry (src/app/gallery-main.tsx)', () => {
  it('loads neither React Router nor inversify in the real profiles, lazy chunks included: its first screen waits for neither', () => {
    // The memory profile's root is the demo's (its fakes carry inversify's decorators); the real profiles' are followed.
    const packages = packagesReachedFrom(['src/app/gallery-main.tsx'], (file) => file.endsWith('gallery-memory.ts'));
    expect(packages.has('react'), 'the walk follows the entry').toBe(true);
    for (const banned of ['react-router', 'react-router-dom', 'inversify', 'firebase']) {
      expect(packages.get(banned), `${banned} reached through`).toBeUndefined();
    }
  });

  it('leaves the app’s route table and composition roots out', () => {
    const packages = packagesReachedFrom(['src/app/gallery-main.tsx'], (file) => file.endsWith('gallery-memory.ts'));
    // A module of the app's own start-up would bring the router in; the walk above says so by package, this by file.
    expect([...packages.values()].flat().filter((file) => /router\/|composition\/(remote|memory-container|production|emulators)\.ts$/.test(file))).toEqual([]);
  });
});
