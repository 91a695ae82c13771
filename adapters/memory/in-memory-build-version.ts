import { injectable } from 'inversify';
import type { BuildInfo, BuildVersionPort } from '../../ports/build-version-port';

/** A build version kept in memory: tests and demos "deploy" a newer build with publish(). */
@injectable()
export class InMemoryBuildVersion implements BuildVersionPort {
  readonly current: BuildInfo;
  private latest: BuildInfo | null;
  private calls = 0;
  private readonly incomplete = new Set<string>();
  private offline = false;

  /** `latest` defaults to `current`: nothing newer is deployed yet. */
  constructor(current: BuildInfo = { buildId: 'memory', builtAt: '2027-01-01T00:00:00.000Z' }, latest?: BuildInfo | null) {
    this.current = { ...current };
    this.latest = latest === undefined ? { ...current } : latest && { ...latest };
  }

  /**
   * Makes `info` the newest deployed build; `null` stands for a missing or malformed builds/latest.json.
   * `complete: false` simulates a half-finished deploy: latest.json names the build, its meta record is not there yet.
   */
  publish(info: BuildInfo | null, { complete = true }: { complete?: boolean } = {}): void {
    this.latest = info && { ...info };
    if (info && !complete) this.incomplete.add(info.buildId);
    else if (info) this.incomplete.delete(info.buildId);
  }

  /** Simulates a server that cannot be reached: getLatest() resolves null and isComplete() false, as on a network error. */
  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  /** How many times getLatest() has been asked. */
  get getLatestCalls(): number {
    return this.calls;
  }

  async getLatest(): Promise<BuildInfo | null> {
    this.calls += 1;
    if (this.offline) return null;
    // A copy, as a network answer would be: callers cannot change what the next call returns.
    return this.latest && { ...this.latest };
  }

  async isComplete(buildId: string): Promise<boolean> {
    if (this.offline) return false;
    return !this.incomplete.has(buildId) && (buildId === this.current.buildId || buildId === this.latest?.buildId);
  }
}
