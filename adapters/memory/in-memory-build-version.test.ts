import { describe, it, expect } from 'vitest';
import { InMemoryBuildVersion } from './in-memory-build-version';

const first = { buildId: 'b-1', builtAt: '2027-06-01T08:00:00.000Z' };
const second = { buildId: 'b-2', builtAt: '2027-06-12T13:05:09.000Z' };

describe('InMemoryBuildVersion', () => {
  it('reports the current build as the latest until something newer is published', async () => {
    const port = new InMemoryBuildVersion(first);
    expect(port.current).toEqual(first);
    await expect(port.getLatest()).resolves.toEqual(first);
  });

  it('answers with a published newer build while current stays the loaded one', async () => {
    const port = new InMemoryBuildVersion(first);
    port.publish(second);
    await expect(port.getLatest()).resolves.toEqual(second);
    expect(port.current).toEqual(first);
  });

  it('can start with a newer build already deployed', async () => {
    await expect(new InMemoryBuildVersion(first, second).getLatest()).resolves.toEqual(second);
  });

  it('resolves null when latest.json is simulated as missing', async () => {
    const port = new InMemoryBuildVersion(first);
    port.publish(null);
    await expect(port.getLatest()).resolves.toBeNull();
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
});
