import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';
import { createVersionWatcher, type ReloadStorage, type VersionWatcherOptions } from './version-watcher';

// How a failed chunk load reaches the watcher (isChunkLoadError, vite:preloadError): version-watcher-preload.test.ts.

const HOUR = 3_600_000;
const loaded = { buildId: 'b-1', builtAt: '2027-06-01T08:00:00.000Z' };
const deployed = { buildId: 'b-2', builtAt: '2027-06-12T13:05:09.000Z' };
const chunkError = new TypeError('Failed to fetch dynamically imported module: https://example.cz/assets/gallery-abc.js');

function memoryStorage(): ReloadStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function setup(overrides: Partial<VersionWatcherOptions> = {}) {
  const port = new InMemoryBuildVersion(loaded);
  const reload = vi.fn();
  const storage = memoryStorage();
  const watcher = createVersionWatcher({ port, reload, storage, now: () => Date.now(), ...overrides });
  return { port, reload, storage, watcher };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2027-06-12T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createVersionWatcher: polling', () => {
  it('asks the port once an hour after start(), not before', async () => {
    const { port, watcher } = setup();
    watcher.start();
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(port.getLatestCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(port.getLatestCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(port.getLatestCalls).toBe(3);
    watcher.stop();
  });

  it('polls only once per interval even when started twice', async () => {
    const { port, watcher } = setup();
    watcher.start();
    watcher.start();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(port.getLatestCalls).toBe(1);
    watcher.stop();
  });

  it('stops polling after stop()', async () => {
    const { port, watcher } = setup();
    watcher.start();
    await vi.advanceTimersByTimeAsync(HOUR);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(port.getLatestCalls).toBe(1);
  });

  it('honours a custom interval', async () => {
    const { port, watcher } = setup({ intervalMs: 60_000 });
    watcher.start();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(port.getLatestCalls).toBe(5);
    watcher.stop();
  });

  it('remembers that a newer build was seen by a poll', async () => {
    const { port, watcher } = setup();
    watcher.start();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(watcher.newerBuildKnown).toBe(false);
    port.publish(deployed);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(watcher.newerBuildKnown).toBe(true);
    watcher.stop();
  });

  it('check() tells whether another build is deployed, and a missing latest.json is not one', async () => {
    const { port, watcher } = setup();
    await expect(watcher.check()).resolves.toBe(false);
    port.publish(null);
    await expect(watcher.check()).resolves.toBe(false);
    port.publish(deployed);
    await expect(watcher.check()).resolves.toBe(true);
  });

  it('check() resolves false even if a port breaks its promise not to reject', async () => {
    const port = { current: loaded, getLatest: () => Promise.reject(new Error('boom')), isComplete: () => Promise.reject(new Error('boom')) };
    const { watcher } = setup({ port });
    await expect(watcher.check()).resolves.toBe(false);
  });
});

describe('createVersionWatcher: handleChunkError', () => {
  it('reloads when a newer build is deployed, asking the port afresh', async () => {
    const { port, reload, watcher } = setup();
    port.publish(deployed);
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(port.getLatestCalls).toBe(1);
  });

  it('never reloads into a half-deployed build (latest.json names it, its meta record is missing)', async () => {
    const { port, reload, watcher } = setup();
    port.publish(deployed, { complete: false });
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('incomplete');
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('incomplete');
    expect(reload).not.toHaveBeenCalled();
    // Once the deploy has finished, the next chunk error reloads.
    port.publish(deployed);
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('reloaded');
  });

  it('does not reload when the port cannot confirm the newer build', async () => {
    const port = { current: loaded, getLatest: async () => deployed, isComplete: () => Promise.reject(new Error('boom')) };
    const { reload, watcher } = setup({ port });
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('incomplete');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the running build is still the latest', async () => {
    const { reload, watcher } = setup();
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('current');
    expect(reload).not.toHaveBeenCalled();
  });

  it('throttles a second reload of the same path within 10 seconds', async () => {
    const { port, reload, watcher } = setup();
    port.publish(deployed);
    await watcher.handleChunkError('/galerie', chunkError);
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('throttled');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows the path to reload again once 10 seconds have passed', async () => {
    const { port, reload, watcher } = setup();
    port.publish(deployed);
    await watcher.handleChunkError('/galerie', chunkError);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('throttles each path independently', async () => {
    const { port, reload, watcher } = setup();
    port.publish(deployed);
    await watcher.handleChunkError('/galerie', chunkError);
    await expect(watcher.handleChunkError('/cenik', chunkError)).resolves.toBe('reloaded');
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('throttled');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the throttle in storage, so it survives the reload itself', async () => {
    const storage = memoryStorage();
    const beforeReload = setup({ storage });
    beforeReload.port.publish(deployed);
    await beforeReload.watcher.handleChunkError('/galerie', chunkError);

    // The reloaded page builds a new watcher; only the storage carries over.
    await vi.advanceTimersByTimeAsync(2_000);
    const afterReload = setup({ storage });
    afterReload.port.publish(deployed);
    await expect(afterReload.watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('throttled');
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('honours a custom reload gap', async () => {
    const { port, watcher } = setup({ minReloadGapMs: 60_000 });
    port.publish(deployed);
    await watcher.handleChunkError('/galerie', chunkError);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('throttled');
  });

  it('does not reload when storage is unusable, since nothing would stop a reload loop', async () => {
    const broken: ReloadStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const { port, reload, watcher } = setup({ storage: broken });
    port.publish(deployed);
    await expect(watcher.handleChunkError('/galerie', chunkError)).resolves.toBe('throttled');
    expect(reload).not.toHaveBeenCalled();
  });
});
