import { afterEach, describe, expect, it } from 'vitest';
// The classic script the prerender step copies, hashed, into every content page (scripts/build/prerender/html.ts).
import BOOT from './content-page-boot.js?raw';
import { HELD_SUBMIT_KEY, HELD_SUBMIT_NOTE_ATTRIBUTE } from '../shared/forms/held-submit';

type Holding = Window & { [HELD_SUBMIT_KEY]?: unknown };

function pageWithScripts(scripts: { entry: string; preload: string[] }) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'app-scripts';
  block.textContent = JSON.stringify(scripts);
  document.body.append(block);
}
const started = () => [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')];

afterEach(() => {
  delete (window as Holding)[HELD_SUBMIT_KEY];
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

  it('holds a form sent before the app runs (no navigation) and starts the scripts at once, once', () => {
    pageWithScripts({ entry: '/assets/index-a.js', preload: [] });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    new Function(BOOT)();
    const form = document.createElement('form');
    document.body.append(form);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(started().map((element) => element.getAttribute('src'))).toEqual(['/assets/index-a.js']);

    window.dispatchEvent(new Event('load'));
    expect(started()).toHaveLength(1);
    // Once the app runs, its own handlers decide.
    document.documentElement.dataset.app = 'ready';
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    delete document.documentElement.dataset.app;
  });

  it('remembers the form sent before the app runs and its button, for the app to send (the last one sent)', () => {
    pageWithScripts({ entry: '/assets/index-a.js', preload: [] });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    new Function(BOOT)();
    const form = document.createElement('form');
    form.innerHTML = '<input name="name"><button type="submit">Další</button>';
    document.body.append(form);
    const button = form.querySelector('button')!;
    form.requestSubmit();
    expect((window as Holding)[HELD_SUBMIT_KEY]).toEqual({ form, submitter: null });
    form.requestSubmit(button);
    expect((window as Holding)[HELD_SUBMIT_KEY]).toEqual({ form, submitter: button });

    // Once the app runs, nothing more is held.
    delete (window as Holding)[HELD_SUBMIT_KEY];
    document.documentElement.dataset.app = 'ready';
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit(button);
    expect((window as Holding)[HELD_SUBMIT_KEY]).toBeUndefined();
    delete document.documentElement.dataset.app;
  });

  it('starts at once on a page that has loaded already, and does nothing on a page without a list', () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    new Function(BOOT)();
    expect(started()).toHaveLength(0);
    pageWithScripts({ entry: '/assets/index-a.js', preload: [] });
    new Function(BOOT)();
    expect(started().map((element) => element.getAttribute('src'))).toEqual(['/assets/index-a.js']);
  });

  it('when the entry does not load, shows the held form’s note; the next send hides it and asks for the entry again', () => {
    pageWithScripts({ entry: '/assets/index-a.js', preload: ['/assets/page-b.js'] });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    new Function(BOOT)();
    const form = document.createElement('form');
    form.innerHTML = `<div role="alert"><p hidden ${HELD_SUBMIT_NOTE_ATTRIBUTE}>Neodesláno</p></div><input name="name"><button type="submit">Odeslat</button>`;
    document.body.append(form);
    const shown = form.querySelector<HTMLElement>(`[${HELD_SUBMIT_NOTE_ATTRIBUTE}]`)!;
    const entries = () => [...document.head.querySelectorAll('script[type="module"]')];

    form.requestSubmit(form.querySelector('button')!);
    // Sent again while the entry is on its way: still held, not asked for twice.
    form.requestSubmit(form.querySelector('button')!);
    expect(entries()).toHaveLength(1);
    expect(shown.hidden).toBe(true);

    entries()[0]!.dispatchEvent(new Event('error'));
    expect(shown.hidden).toBe(false);
    expect(entries()).toHaveLength(0);

    form.requestSubmit(form.querySelector('button')!);
    expect(shown.hidden).toBe(true);
    expect(entries().map((element) => element.getAttribute('src'))).toEqual(['/assets/index-a.js']);
    // The preloads are asked for once.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    expect((window as Holding)[HELD_SUBMIT_KEY]).toMatchObject({ form });
  });

  it('says nothing when the entry does not load before anything was sent', () => {
    pageWithScripts({ entry: '/assets/index-a.js', preload: [] });
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    new Function(BOOT)();
    const form = document.createElement('form');
    form.innerHTML = `<p hidden ${HELD_SUBMIT_NOTE_ATTRIBUTE}>Neodesláno</p>`;
    document.body.append(form);
    document.head.querySelector('script[type="module"]')!.dispatchEvent(new Event('error'));
    expect(form.querySelector('p')!.hidden).toBe(true);
  });
});
