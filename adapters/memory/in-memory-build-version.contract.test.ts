import { describe, expect, it } from 'vitest';
import { buildVersionContract } from '../../tests/contracts/build-version.contract';
import { InMemoryBuildVersion } from './in-memory-build-version';

const first = { buildId: 'b-1', builtAt: '2027-06-01T08:00:00.000Z' };
const second = { buildId: 'b-2', builtAt: '2027-06-12T13:05:09.000Z' };

buildVersionContract('in-memory', async () => {
  const versions = new InMemoryBuildVersion(first);
  return {
    versions,
    current: first,
    deploy: async (info, { complete = true } = {}) => versions.publish(info, { complete }),
    // The fake has one answer for "no usable latest.json", whatever is wrong with it.
    breakLatest: async () => versions.publish(null),
    goOffline: async () => versions.setOffline(true),
  };
});

describe('in-memory build version specifics', () => {
  it('can start with a newer build already deployed', async () => {
    await expect(new InMemoryBuildVersion(first, second).getLatest()).resolves.toEqual(second);
  });

  it('counts every getLatest() call', async () => {
    const port = new InMemoryBuildVersion(first);
    expect(port.getLatestCalls).toBe(0);
    await port.getLatest();
    await port.getLatest();
    expect(port.getLatestCalls).toBe(2);
  });

  it('hands out copies, so a caller cannot alter the next answer', async () => {
    const port = new InMemoryBuildVersion(first);
    const answer = await port.getLatest();
    if (answer) answer.buildId = 'tampered';
    await expect(port.getLatest()).resolves.toEqual(first);
  });

  it('has a usable default build for demos', async () => {
    const port = new InMemoryBuildVersion();
    expect(port.current.buildId).toMatch(/^[a-z0-9-]+$/);
    await expect(port.getLatest()).resolves.toEqual(port.current);
  });

  it('answers again once back online', async () => {
    const port = new InMemoryBuildVersion(first);
    port.setOffline(true);
    port.setOffline(false);
    await expect(port.getLatest()).resolves.toEqual(first);
    await expect(port.isComplete(first.buildId)).resolves.toBe(true);
  });
});
