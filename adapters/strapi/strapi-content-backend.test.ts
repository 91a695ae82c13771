import { describe, expect, it } from 'vitest';
import type { StrapiClient } from './strapi-client';
import { StrapiContentBackend } from './strapi-content-backend';

/** A Strapi answering one page whose body an attacker (or a careless paste) filled with active content. */
function strapiWithPage(body: string): StrapiContentBackend {
  const client = {
    config: { baseUrl: 'https://cms.example.test', version: 'v5' },
    request: async () => ({
      data: [{ id: 7, documentId: 'abcdefghijklmnopqrstuvwx', slug: 'stranka', title: 'Stránka', body, updatedAt: '2026-03-02T14:15:00.000Z' }],
    }),
  } as unknown as StrapiClient;
  return new StrapiContentBackend(client);
}

describe('StrapiContentBackend: CMS HTML leaves the adapter sanitised', () => {
  it('turns Markdown into HTML and removes scripts, handlers, javascript: links and svg', async () => {
    const page = await strapiWithPage(
      '## Úvod\n\nText s [odkazem](https://example.cz).\n\n<script>window.__xss = 1</script>' +
        '<img src="x" onerror="window.__xss = 2" alt="foto"><a href="javascript:alert(3)">klikni</a><svg onload="alert(4)"></svg>',
    ).getPage('stranka');
    expect(page?.bodyHtml).toContain('<h2>Úvod</h2>');
    expect(page?.bodyHtml).toContain('<a href="https://example.cz">odkazem</a>');
    expect(page?.bodyHtml).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
    expect(page?.bodyHtml).toContain('alt="foto"');
  });
});
