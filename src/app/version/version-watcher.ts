import type { BuildInfo, BuildVersionPort } from '../../../ports/build-version-port';

/** The part of `sessionStorage` the watcher needs; it must survive a page reload. */
export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface VersionWatcherOptions {
  port: BuildVersionPort;
  reload: () => void;
  storage: ReloadStorage;
  now?: () => number;
  /** How often start() polls for a newer build. */
  intervalMs?: number;
  /** A path reloads at most once per this window, so a broken deploy cannot cause a reload loop. */
  minReloadGapMs?: number;
}

export type ChunkErrorOutcome = 'reloaded' | 'throttled' | 'incomplete' | 'current';

export interface VersionWatcher {
  start(): void;
  stop(): void;
  /** Asks the server; true when a build other than the running one is deployed. */
  check(): Promise<boolean>;
  /**
   * Called when code for `path` failed to load. 'reloaded': a newer, completely deployed build exists and the page
   * is reloading; 'throttled': it exists but this path reloaded moments ago (show the error page); 'incomplete':
   * latest.json names a build whose meta record is not there yet (a half-finished deploy: reloading could loop);
   * 'current': no newer build, so the failure is not explained by a deploy (rethrow).
   */
  handleChunkError(path: string, error: unknown): Promise<ChunkErrorOutcome>;
  /** Whether any check so far has seen a newer build (for a "new version available" hint). */
  readonly newerBuildKnown: boolean;
}

const RELOAD_KEY_PREFIX = 'version-watcher:last-reload:';

const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /is not a valid JavaScript MIME type/i, // Safari, when an SPA fallback serves index.html for a missing chunk
  /Unable to preload CSS/i, // Vite's preload helper
];

/** Recognises a failed dynamic import or Vite preload, including the `vite:preloadError` event and its payload. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error));
  if (typeof error !== 'object' || error === null) return false;
  const { message, name, type, payload } = error as Record<string, unknown>;
  if (type === 'vite:preloadError') return true;
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return payload !== undefined && payload !== error && isChunkLoadError(payload);
}

// A rollback is as fatal to old chunk URLs as a newer build, so any other build id counts as "newer".
function isOtherBuild(current: BuildInfo, latest: BuildInfo | null): boolean {
  return latest !== null && latest.buildId !== current.buildId;
}

export function createVersionWatcher({
  port,
  reload,
  storage,
  now = Date.now,
  intervalMs = 3_600_000,
  minReloadGapMs = 10_000,
}: VersionWatcherOptions): VersionWatcher {
  let timer: ReturnType<typeof setInterval> | undefined;
  let newerBuildKnown = false;
  // The route loader and Vite's preload event can report the same failure at once: answer both with one check.
  const inFlight = new Map<string, Promise<ChunkErrorOutcome>>();

  /** The deployed build when it is another than the running one. */
  async function otherLatest(): Promise<BuildInfo | null> {
    try {
      const latest = await port.getLatest();
      return isOtherBuild(port.current, latest) ? latest : null;
    } catch {
      return null; // the port promises not to reject; a version check must never break a page anyway
    }
  }

  async function newerBuild(): Promise<BuildInfo | null> {
    const latest = await otherLatest();
    if (latest) newerBuildKnown = true;
    return latest;
  }

  async function check(): Promise<boolean> {
    return (await newerBuild()) !== null;
  }

  async function isComplete(buildId: string): Promise<boolean> {
    try {
      return await port.isComplete(buildId);
    } catch {
      return false;
    }
  }

  /** Records the reload; false when this path reloaded within the window or the record cannot be kept. */
  function claimReload(path: string): boolean {
    const key = `${RELOAD_KEY_PREFIX}${path}`;
    const timestamp = now();
    try {
      const last = Number(storage.getItem(key));
      const elapsed = timestamp - last;
      if (Number.isFinite(last) && last > 0 && elapsed >= 0 && elapsed < minReloadGapMs) return false;
      storage.setItem(key, String(timestamp));
      return true;
    } catch {
      // Without a record that survives the reload there is no loop protection: prefer the error page.
      return false;
    }
  }

  return {
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => void check(), intervalMs);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    check,
    async handleChunkError(path) {
      const pending = inFlight.get(path);
      if (pending) return pending;
      const outcome = (async (): Promise<ChunkErrorOutcome> => {
        const latest = await newerBuild();
        if (!latest) return 'current';
        // The second call of the build check: reload only into a build whose files are all there.
        if (!(await isComplete(latest.buildId))) return 'incomplete';
        if (!claimReload(path)) return 'throttled';
        reload();
        return 'reloaded';
      })().finally(() => inFlight.delete(path));
      inFlight.set(path, outcome);
      return outcome;
    },
    get newerBuildKnown() {
      return newerBuildKnown;
    },
  };
}

type PreloadErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;

/**
 * Turns Vite's `vite:preloadError` (a chunk of an older build is gone) into a reload via the watcher.
 * Returns a function that removes the listener.
 */
export function installPreloadErrorHandler(
  target: PreloadErrorTarget,
  watcher: Pick<VersionWatcher, 'handleChunkError'>,
): () => void {
  const listener = (event: VitePreloadErrorEvent) => {
    // No preventDefault: the failed import must still reject, so a route shows its error page when no newer
    // build explains the failure. The watcher answers the route's own report and this one with a single check.
    // Fire and forget: the outcome is a reload or nothing; failures must not surface as unhandled rejections.
    watcher.handleChunkError(target.location.pathname, event.payload).catch(() => undefined);
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
