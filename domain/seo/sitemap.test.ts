import { describe, expect, it } from 'vitest';
import { latestUpdate, robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists absolute addresses with the day of the last change, escaped as XML', () => {
    const xml = sitemapXml([
      { url: 'https://example.cz/', lastModified: '2026-03-02T14:15:00.000Z' },
      { url: 'https://example.cz/a?b=1&c=2' },
      { url: 'https://example.cz/x', lastModified: 'not a date' },
    ]);
    expect(xml).toContain('<url><loc>https://example.cz/</loc><lastmod>2026-03-02</lastmod></url>');
    expect(xml).toContain('<loc>https://example.cz/a?b=1&amp;c=2</loc></url>');
    expect(xml).toContain('<url><loc>https://example.cz/x</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('robots.txt disallows the given areas and links the sitemap', () => {
    const robots = robotsTxt({ sitemapUrl: 'https://example.cz/sitemap.xml', disallow: ['/admin', '/ucet'] });
    expect(robots.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /ucet', '', 'Sitemap: https://example.cz/sitemap.xml', '']);
  });

  it('finds the newest update time anywhere in nested page data', () => {
    expect(latestUpdate({ a: [{ updatedAt: '2026-01-01T00:00:00Z' }, { b: { updatedAt: '2026-05-01T00:00:00Z' } }], updatedAt: 'x' })).toBe(
      '2026-05-01T00:00:00Z',
    );
    expect(latestUpdate({ title: 'bez data' })).toBeUndefined();
  });
});
