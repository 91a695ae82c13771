import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** Mirrors ports/build-version-port.ts BuildInfo; scripts/ must not depend on the app's layers. */
export interface PublishedBuildInfo {
  buildId: string;
  builtAt: string;
}

export interface BuildVersionPluginOptions {
  /** Fixed id (reproducible builds, tests); otherwise env BUILD_ID, then git sha + time, then time. */
  buildId?: string;
  env?: Readonly<Record<string, string | undefined>>;
  now?: () => Date;
  /** Short commit sha or null; defaults to asking git, which may be missing on a build machine. */
  readGitSha?: () => string | null;
}

export const LATEST_BUILD_FILE = 'builds/latest.json';

export function buildMetaFile(buildId: string): string {
  return `builds/meta/${buildId}.json`;
}

/** Lower-case [a-z0-9-] only, so the id is safe in a file name, a URL and a query string. */
export function sanitiseBuildId(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64)
    .replace(/-$/, '');
}

function compactTimestamp(date: Date): string {
  // 2027-06-12T13:05:09.123Z → 20270612130509
  return date.toISOString().replace(/\.\d+Z$/, '').replace(/\D/g, '');
}

function gitShortSha(): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return sha === '' ? null : sha;
  } catch {
    return null;
  }
}

export function computeBuildInfo(options: BuildVersionPluginOptions = {}): PublishedBuildInfo {
  const builtAtDate = (options.now ?? (() => new Date()))();
  const builtAt = builtAtDate.toISOString();
  const timestamp = compactTimestamp(builtAtDate);
  const candidates = [
    options.buildId,
    (options.env ?? process.env).BUILD_ID,
    (() => {
      const sha = (options.readGitSha ?? gitShortSha)();
      return sha ? `${sha}-${timestamp}` : undefined;
    })(),
  ];
  for (const candidate of candidates) {
    const id = candidate ? sanitiseBuildId(candidate) : '';
    if (id !== '') return { buildId: id, builtAt };
  }
  return { buildId: timestamp, builtAt };
}

/**
 * Gives every build an id the running app can compare with the newest deployed one:
 * `import.meta.env.VITE_BUILD_ID` / `VITE_BUILT_AT` everywhere the Vite config is used (dev, build, vitest,
 * Storybook), and on `vite build` the files `builds/latest.json` and `builds/meta/{buildId}.json`.
 * `builds/latest.json` must be served with `Cache-Control: no-cache`.
 */
export function buildVersionPlugin(options: BuildVersionPluginOptions = {}): Plugin {
  let info: PublishedBuildInfo | undefined;
  const current = (): PublishedBuildInfo => (info ??= computeBuildInfo(options));

  return {
    name: 'svatebni-fotograf:build-version',
    config: {
      // 'pre': vitest turns import.meta.env.* defines into env values in its own config hook, so ours must run first.
      order: 'pre',
      handler() {
        const { buildId, builtAt } = current();
        return {
          define: {
            'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
            'import.meta.env.VITE_BUILT_AT': JSON.stringify(builtAt),
          },
        };
      },
    },
    generateBundle(_outputOptions, bundle) {
      // A server (prerendering) build must not publish a version the browser would load.
      const consumer = this.environment?.config?.consumer;
      if (consumer !== undefined && consumer !== 'client') return;

      const published = current();
      const entryChunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk' && output.isEntry)
        .map((chunk) => chunk.fileName)
        .sort();
      this.emitFile({
        type: 'asset',
        fileName: LATEST_BUILD_FILE,
        source: `${JSON.stringify(published, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: buildMetaFile(published.buildId),
        source: `${JSON.stringify({ ...published, entryChunks }, null, 2)}\n`,
      });
    },
  };
}
