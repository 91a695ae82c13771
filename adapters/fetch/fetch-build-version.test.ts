import { describe, it, expect, vi } from 'vitest';
import { FetchBuildVersion } from './fetch-build-version';

const current = { buildId: 'abc1234-20270601080000', builtAt: '2027-06-01T08:00:00.000Z' };
const latest = { buildId: 'def5678-20270612130509', builtAt: '2027-06-12T13:05:09.000Z' };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function adapter(fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>, baseUrl = '/') {
  const fetch = vi.fn(fetchImpl);
  return { fetch, port: new FetchBuildVersion(current, { baseUrl, fetch, now: () => 1_780_000_000_000 }) };
}

describe('FetchBuildVersion', () => {
  it('exposes the build the page was loaded from', () => {
    expect(adapter(async () => jsonResponse(latest)).port.current).toEqual(current);
  });

  it('asks for builds/latest.json under the base URL, cache-busted and with cache "no-store"', async () => {
    const { fetch, port } = adapter(async () => jsonResponse(latest));
    await port.getLatest();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/builds/latest.json?1780000000000');
    expect(init).toMatchObject({ cache: 'no-store' });
  });

  it('resolves the file under a sub-path base URL, with or without a trailing slash', async () => {
    for (const baseUrl of ['/fotograf/', '/fotograf']) {
      const { fetch, port } = adapter(async () => jsonResponse(latest), baseUrl);
      await port.getLatest();
      expect(fetch.mock.calls[0]?.[0]).toBe('/fotograf/builds/latest.json?1780000000000');
    }
  });

  it('asks the server again on every call', async () => {
    const { fetch, port } = adapter(async () => jsonResponse(latest));
    await port.getLatest();
    await port.getLatest();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('resolves the published build info, without extra fields', async () => {
    const { port } = adapter(async () => jsonResponse({ ...latest, entryChunks: ['assets/index.js'] }));
    await expect(port.getLatest()).resolves.toEqual(latest);
  });

  it.each([
    ['a 404', async () => jsonResponse({ message: 'not found' }, 404)],
    ['a 500', async () => jsonResponse(latest, 500)],
    ['an HTML fallback page', async () => new Response('<!doctype html><title>Svatby</title>', { status: 200 })],
    ['JSON that is not an object', async () => jsonResponse(['b-1'])],
    ['a missing buildId', async () => jsonResponse({ builtAt: latest.builtAt })],
    ['a buildId with unsafe characters', async () => jsonResponse({ ...latest, buildId: '../../etc' })],
    ['an unparsable builtAt', async () => jsonResponse({ ...latest, builtAt: 'včera' })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('resolves null (never rejects) on %s', async (_case, fetchImpl) => {
    const { port } = adapter(fetchImpl);
    await expect(port.getLatest()).resolves.toBeNull();
  });

  it('resolves null when the injected fetch throws synchronously', async () => {
    const { port } = adapter(() => {
      throw new Error('offline');
    });
    await expect(port.getLatest()).resolves.toBeNull();
  });

  it('calls the injected fetch as a plain function, as window.fetch requires', async () => {
    const fetch = vi.fn(async () => jsonResponse(latest));
    await new FetchBuildVersion(current, { baseUrl: '/', fetch }).getLatest();
    expect(fetch.mock.contexts).toEqual([undefined]);
  });

  it('confirms a build only when builds/meta/{buildId}.json names it, fresh from the server', async () => {
    const files: Record<string, unknown> = { [`/builds/meta/${latest.buildId}.json`]: { ...latest, entryChunks: ['assets/index-x.js'] } };
    const { fetch, port } = adapter(async (input) => {
      const path = String(input).split('?')[0]!;
      return path in files ? jsonResponse(files[path]) : new Response('<!doctype html>', { status: 404 });
    });
    await expect(port.isComplete(latest.buildId)).resolves.toBe(true);
    expect(fetch.mock.calls[0]?.[0]).toBe(`/builds/meta/${latest.buildId}.json?1780000000000`);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    await expect(port.isComplete('ghi9012-20270613000000')).resolves.toBe(false);
    await expect(port.isComplete('../../etc/passwd')).resolves.toBe(false);
    files[`/builds/meta/${latest.buildId}.json`] = { buildId: 'something-else', builtAt: latest.builtAt };
    await expect(port.isComplete(latest.buildId)).resolves.toBe(false);
  });

  it('answers false, never a rejection, when the meta request fails', async () => {
    const { port } = adapter(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(port.isComplete(latest.buildId)).resolves.toBe(false);
  });
});
