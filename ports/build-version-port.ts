/** What a build publishes about itself in `builds/latest.json` and `builds/meta/{buildId}.json`. */
export interface BuildInfo {
  buildId: string;
  /** ISO timestamp of the build. */
  builtAt: string;
}

/**
 * Tells which build of the site is the newest one deployed.
 *
 * Contract: `getLatest()` asks the server every time (never a cached answer) and resolves the published
 * `BuildInfo`; when the answer is missing or malformed it resolves `null` (never rejects), so a version check can
 * never break a page. `isComplete(buildId)` asks the server whether that build's own record
 * (`builds/meta/{buildId}.json`) is there: a build named as latest before its files are all deployed is not
 * complete. It resolves `false` for a missing or malformed record and never rejects.
 */
export interface BuildVersionPort {
  /** The build this page was loaded from. */
  readonly current: BuildInfo;
  getLatest(): Promise<BuildInfo | null>;
  isComplete(buildId: string): Promise<boolean>;
}
