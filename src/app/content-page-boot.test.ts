import { afterEach, describe, expect, it } from 'vitest';
// The classic script the prerender step copies, hashed, into every content page (scripts/build/prerender/html.ts).
import BOOT from './content-page-boot.js?raw';

function pageWithScripts(scripts: { entry: string; preload: string[] }) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'app-scripts';
  block.textContent = JSON.stringify(scripts);
  document.body.append(block);
}
const started = () => [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')];

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the content pages’ starter', () => {
  it('starts the entry and its preloads from the page’s script list only once the page has loaded', () => {
    pageWithScripts({ entry: '/assets/index-a.js', preload: ['/assets/page-b.js'] });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    new Function(BOOT)();
    expect(started()).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    const [preload, entry] = started() as [HTMLLinkElement, HTMLScriptElement];
    expect(preload.getAttribute('href')).toBe('/assets/page-b.js');
    expect(entry.getAttribute('src')).toBe('/assets/index-a.js');
    expect(entry.crossOrigin).toBe('');
  });

  it('starts at once on a page that has loaded already, and does nothing on a page without a list', () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    new Function(BOOT)();
    expect(started()).toHaveLength(0);
    pageWithScripts({ entry: '/assets/index-a.js', preload: [] });
    new Function(BOOT)();
    expect(started().map((element) => element.getAttribute('src'))).toEqual(['/assets/index-a.js']);
  });
});
