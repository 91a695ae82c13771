import type { BuildInfo, BuildVersionPort } from '../../ports/build-version-port';

export interface FetchBuildVersionOptions {
  /** The app's base URL (`import.meta.env.BASE_URL`); `builds/latest.json` is resolved against it. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const BUILD_ID = /^[a-z0-9-]+$/;

function toBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { buildId, builtAt } = value as Record<string, unknown>;
  if (typeof buildId !== 'string' || !BUILD_ID.test(buildId)) return null;
  if (typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt))) return null;
  return { buildId, builtAt };
}

/**
 * Reads the `builds/latest.json` that the build-version Vite plugin publishes next to the app. Made with `new` (it
 * takes the build's own version), so without inversify's decorator: the sign-in page builds it with no container.
 */
export class FetchBuildVersion implements BuildVersionPort {
  readonly current: BuildInfo;
  private readonly latestUrl: string;
  private readonly base: string;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;

  constructor(current: BuildInfo, options: FetchBuildVersionOptions) {
    this.current = current;
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.base = base;
    this.latestUrl = `${base}builds/latest.json`;
    // Called as a plain function: window.fetch throws "Illegal invocation" when called as a method of another object.
    const injected = options.fetch;
    this.fetchFn = injected ? (input, init) => injected(input, init) : (input, init) => globalThis.fetch(input, init);
    this.now = options.now ?? Date.now;
  }

  /** The JSON at `url`, fresh from the server; null when it is missing, unreadable or the request fails. */
  private async readFresh(url: string): Promise<unknown> {
    try {
      // The timestamp defeats caches that ignore `no-store` (some proxies, some service workers).
      const response = await this.fetchFn(`${url}?${this.now()}`, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return null;
      return await response.json();
    } catch {
      return null;
    }
  }

  async getLatest(): Promise<BuildInfo | null> {
    return toBuildInfo(await this.readFresh(this.latestUrl));
  }

  async isComplete(buildId: string): Promise<boolean> {
    if (!BUILD_ID.test(buildId)) return false;
    return toBuildInfo(await this.readFresh(`${this.base}builds/meta/${buildId}.json`))?.buildId === buildId;
  }
}
