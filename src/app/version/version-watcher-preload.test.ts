import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';
import { createVersionWatcher, installPreloadErrorHandler, isChunkLoadError, type ReloadStorage } from './version-watcher';

// How a failed chunk load reaches the watcher; what the watcher then decides: version-watcher.test.ts.
const loaded = { buildId: 'b-1', builtAt: '2027-06-01T08:00:00.000Z' };
const deployed = { buildId: 'b-2', builtAt: '2027-06-12T13:05:09.000Z' };
const chunkError = new TypeError('Failed to fetch dynamically imported module: https://example.cz/assets/gallery-abc.js');

function memoryStorage(): ReloadStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2027-06-12T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x.cz/assets/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x.cz/assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Safari, HTML served for a chunk', new TypeError("'text/html' is not a valid JavaScript MIME type.")],
    ['Vite CSS preload', new Error('Unable to preload CSS for https://x.cz/assets/a.css')],
    ['a bare message string', 'Failed to fetch dynamically imported module'],
    ['the vite:preloadError payload wrapper', { payload: new Error('Unable to preload CSS for /assets/a.css') }],
  ])('recognises %s', (_source, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises the vite:preloadError event itself', () => {
    expect(isChunkLoadError(new Event('vite:preloadError'))).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a network error of a data request', new TypeError('Failed to fetch')],
    ['null', null],
    ['a number', 42],
  ])('ignores %s', (_case, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('installPreloadErrorHandler', () => {
  function preloadErrorEvent(payload: Error): VitePreloadErrorEvent {
    return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  }

  it('lets the import fail as usual and hands the current path and payload to the watcher', async () => {
    window.history.pushState({}, '', '/galerie/svatba-na-zamku');
    const handleChunkError = vi.fn(async () => 'reloaded' as const);
    const uninstall = installPreloadErrorHandler(window, { handleChunkError });
    const payload = new Error('Unable to preload CSS for /assets/gallery.css');
    const event = preloadErrorEvent(payload);

    window.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(false);
    expect(handleChunkError).toHaveBeenCalledWith('/galerie/svatba-na-zamku', payload);
    uninstall();
  });

  it('reloads through a real watcher when a newer build is deployed', async () => {
    const port = new InMemoryBuildVersion(loaded);
    const reload = vi.fn();
    const watcher = createVersionWatcher({ port, reload, storage: memoryStorage(), now: () => Date.now() });
    port.publish(deployed);
    const uninstall = installPreloadErrorHandler(window, watcher);
    window.dispatchEvent(preloadErrorEvent(chunkError));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    uninstall();
  });

  it('stops listening after uninstall', () => {
    const handleChunkError = vi.fn(async () => 'current' as const);
    installPreloadErrorHandler(window, { handleChunkError })();
    window.dispatchEvent(preloadErrorEvent(chunkError));
    expect(handleChunkError).not.toHaveBeenCalled();
  });

  it('does not leak a rejection from the watcher as an unhandled rejection', async () => {
    vi.useRealTimers(); // Node reports unhandled rejections on a real later tick
    // A plain function, not vi.fn(): a mock observes returned promises and so would mark the rejection handled.
    let calls = 0;
    const handleChunkError = () => {
      calls += 1;
      return Promise.reject(new Error('boom'));
    };
    const uninstall = installPreloadErrorHandler(window, { handleChunkError });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    window.dispatchEvent(preloadErrorEvent(chunkError));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(calls).toBe(1);
    expect(unhandled).not.toHaveBeenCalled();
    uninstall();
  });
});

describe('one failure reported twice (route loader and vite:preloadError)', () => {
  it('reloads once and answers both reports "reloaded"', async () => {
    const port = new InMemoryBuildVersion({ buildId: 'old', builtAt: '2026-01-01T00:00:00.000Z' });
    port.publish({ buildId: 'new', builtAt: '2026-02-01T00:00:00.000Z' });
    const reload = vi.fn();
    const store = new Map<string, string>();
    const watcher = createVersionWatcher({
      port,
      reload,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
      now: () => 1_000_000,
    });
    const outcomes = await Promise.all([
      watcher.handleChunkError('/cenik', new Error('x')),
      watcher.handleChunkError('/cenik', new Error('x')),
    ]);
    expect(outcomes).toEqual(['reloaded', 'reloaded']);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
