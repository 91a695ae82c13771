// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { snapshotPreloadHead } from './prerender';

/** The address and request mode the snapshot adapter fetches the site's settings with, as the browser sees them. */
async function settingsRequest(baseUrl: string): Promise<string> {
  const urls: string[] = [];
  const reader = new FetchContentSnapshot({
    baseUrl,
    fetch: (input) => {
      urls.push(String(input));
      return Promise.resolve(new Response('null', { status: 404 }));
    },
  });
  await reader.getSiteSettings().catch(() => undefined);
  return urls[0]!;
}

describe("the app shell's preload of the content snapshot", () => {
  it.each(['/', '/demo/'])('names the very file the layout’s settings are read from (base %s), so that read takes the preload', async (base) => {
    const head = snapshotPreloadHead(base);
    const href = /href="([^"]+)"/.exec(head)?.[1];
    expect(href).toBe(await settingsRequest(base));
  });

  it('is a same-origin fetch preload (crossorigin, as=fetch): a preload of any other mode would be fetched twice', () => {
    expect(snapshotPreloadHead('/')).toMatch(/^<link rel="preload" [^>]*as="fetch" crossorigin>$/);
  });
});
