import { describe, expect, it } from 'vitest';
import { demoContent } from '../memory/demo-content/demo-content';
import { InMemoryContentBackend } from '../memory/in-memory-content-backend';
import { contentBackendContract } from '../../tests/contracts/content-backend.contract';
import { isDomainError } from '../../domain/errors';
import { snapshotFiles, takeContentSnapshot } from './content-snapshot';
import { FetchContentSnapshot } from './fetch-content-snapshot';

/** A static host serving the snapshot files: what Firebase Hosting does with dist/content/. */
async function servedSnapshot() {
  const files = snapshotFiles(await takeContentSnapshot(new InMemoryContentBackend(demoContent, {})));
  const requested: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/web\//, '');
    requested.push(path);
    const body = files.get(path);
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
  }) as typeof globalThis.fetch;
  return { files, requested, backend: new FetchContentSnapshot({ baseUrl: 'https://example.test/web', fetch }) };
}

contentBackendContract('content snapshot served from the site origin', async () => ({
  backend: (await servedSnapshot()).backend,
  seeded: demoContent,
}));

describe('FetchContentSnapshot', () => {
  it('reads the site file once for every listing, and an item file only when asked', async () => {
    const { backend, requested } = await servedSnapshot();
    await backend.getHome();
    await backend.listWeddings();
    await backend.getPriceList();
    expect(requested).toEqual(['content/site.json']);
    await backend.getWeddingBySlug(demoContent.weddings[0]!.slug);
    expect(requested).toHaveLength(2);
  });

  it('answers null for a slug the snapshot does not list without asking the server', async () => {
    const { backend, requested } = await servedSnapshot();
    await expect(backend.getWeddingBySlug('neni-tu')).resolves.toBeNull();
    expect(requested).toEqual(['content/site.json']);
  });

  it('rejects content/unavailable when the host is unreachable, and tries again on the next call', async () => {
    let up = false;
    const { files } = await servedSnapshot();
    const fetch = (async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response(files.get('content/site.json'));
    }) as typeof globalThis.fetch;
    const backend = new FetchContentSnapshot({ baseUrl: '/', fetch });
    const error = await backend.getHome().catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe('content/unavailable');
    up = true;
    await expect(backend.getHome()).resolves.toMatchObject({ heroTitle: demoContent.home.heroTitle });
  });

  it('refuses to take a snapshot when the CMS fails, so a build cannot publish an empty site', async () => {
    const cms = new InMemoryContentBackend(demoContent, {});
    cms.setOffline(true);
    await expect(takeContentSnapshot(cms)).rejects.toMatchObject({ code: 'content/unavailable' });
  });
});
