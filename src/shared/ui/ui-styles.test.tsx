import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadUiStyles, UiStyles } from './ui-styles';

// The built file's address, as Vite gives it in a build (Vitest leaves CSS out and would give '').
vi.mock('./ui.css?url', () => ({ default: '/assets/ui-B3x9.css' }));

const folder = import.meta.dirname;

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), ending) : entry.name.endsWith(ending) ? [join(dir, entry.name)] : [],
  );
}

describe('the design system stylesheet', () => {
  it('imports every component stylesheet of src/shared/ui', () => {
    const imported = [...readFileSync(join(folder, 'ui.css'), 'utf8').matchAll(/@import '\.\/([^']+)'/g)].map((m) => m[1]);
    const present = files(folder, '.css')
      .map((file) => relative(folder, file))
      .filter((file) => file !== 'ui.css');
    expect(present.filter((file) => !imported.includes(file))).toEqual([]);
    expect(imported.filter((file) => !present.includes(file!))).toEqual([]);
  });

  it('is never imported by a component, so pages that do not render UiStyles carry none of it', () => {
    const importing = files(folder, '.tsx')
      .filter((file) => /^import\s+['"][^'"]+\.css(\?[a-z]+)?['"]/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(folder, file));
    expect(importing).toEqual([]);
  });

  it('is one link in the head, however many layouts render UiStyles', async () => {
    render(
      <>
        <UiStyles />
        <UiStyles />
      </>,
    );
    const links = () => document.head.querySelectorAll('link[rel="stylesheet"][data-precedence="ui"]');
    await waitFor(() => expect(links()).toHaveLength(1));
    expect(links()[0]!.getAttribute('href')).toBe('/assets/ui-B3x9.css');
  });

  it('can be fetched ahead of its page without being applied (a preload, not a stylesheet)', () => {
    const sheets = () => document.head.querySelectorAll('link[rel="stylesheet"]').length;
    const before = sheets();
    preloadUiStyles();
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="style"][href="/assets/ui-B3x9.css"]');
    expect(preloads).toHaveLength(1);
    expect(sheets()).toBe(before);
  });
});
