import type { BuildInfo } from '../../../ports/build-version-port';

/** The build this bundle belongs to, injected by scripts/build/vite/build-version-plugin.ts. */
export function currentBuild(env: Record<string, string | boolean | undefined> = import.meta.env): BuildInfo {
  return { buildId: String(env.VITE_BUILD_ID ?? 'dev'), builtAt: String(env.VITE_BUILT_AT ?? '1970-01-01T00:00:00.000Z') };
}
