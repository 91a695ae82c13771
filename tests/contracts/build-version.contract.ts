import { describe, expect, it } from 'vitest';
import type { BuildInfo, BuildVersionPort } from '../../ports/build-version-port';

export interface BuildVersionHarness {
  /** A port for a page loaded from `current`, which is deployed completely and is the latest build. */
  versions: BuildVersionPort;
  current: BuildInfo;
  /** Deploys `info` as the latest build; `complete: false` names it in latest.json before its meta record is there. */
  deploy(info: BuildInfo, options?: { complete?: boolean }): Promise<void>;
  /** builds/latest.json is gone (`missing`) or not a build record (`malformed`). */
  breakLatest(how: 'missing' | 'malformed'): Promise<void>;
  /** The server can no longer be reached. */
  goOffline(): Promise<void>;
}

const NEWER: BuildInfo = { buildId: 'def5678-20270612130509', builtAt: '2027-06-12T13:05:09.000Z' };

/** Behaviour of the version check's port (ports/build-version-port.ts), whatever serves the build records. */
export function buildVersionContract(name: string, setup: () => Promise<BuildVersionHarness>) {
  describe(`BuildVersionPort contract: ${name}`, () => {
    it('knows the build the page was loaded from, and reports it as latest while nothing newer is deployed', async () => {
      const { versions, current } = await setup();
      expect(versions.current).toEqual(current);
      await expect(versions.getLatest()).resolves.toEqual(current);
    });

    it('asks the server on every call: a build deployed after the first answer is the next answer', async () => {
      const { versions, current, deploy } = await setup();
      await expect(versions.getLatest()).resolves.toEqual(current);
      await deploy(NEWER);
      await expect(versions.getLatest()).resolves.toEqual(NEWER);
      expect(versions.current).toEqual(current);
    });

    it('resolves null, never rejects, when latest.json is missing or malformed or the server is unreachable', async () => {
      for (const how of ['missing', 'malformed'] as const) {
        const { versions, breakLatest } = await setup();
        await breakLatest(how);
        await expect(versions.getLatest(), how).resolves.toBeNull();
      }
      const { versions, goOffline } = await setup();
      await goOffline();
      await expect(versions.getLatest()).resolves.toBeNull();
    });

    it('calls a build complete only once its own meta record is deployed', async () => {
      const { versions, current, deploy } = await setup();
      await expect(versions.isComplete(current.buildId)).resolves.toBe(true);
      await deploy(NEWER, { complete: false });
      await expect(versions.getLatest()).resolves.toEqual(NEWER);
      await expect(versions.isComplete(NEWER.buildId)).resolves.toBe(false);
      await deploy(NEWER);
      await expect(versions.isComplete(NEWER.buildId)).resolves.toBe(true);
    });

    it('resolves false, never rejects, for an unknown or unsafe build id and when the server is unreachable', async () => {
      const { versions, current, goOffline } = await setup();
      await expect(versions.isComplete('ghi9012-20270613000000')).resolves.toBe(false);
      await expect(versions.isComplete('../../etc/passwd')).resolves.toBe(false);
      await goOffline();
      await expect(versions.isComplete(current.buildId)).resolves.toBe(false);
    });
  });
}
