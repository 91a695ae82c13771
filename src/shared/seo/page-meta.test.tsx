import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { renderApp } from '../../../tests/support/render-app';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';
import { serialiseJsonLd } from './json-ld';

function jsonLd(container: HTMLElement): Array<Record<string, unknown>> {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}

describe('page metadata', () => {
  it('home: title, description, canonical from the configured host, share image and LocalBusiness JSON-LD', async () => {
    const { container } = renderApp('/', { config: { siteUrl: 'https://foto.example' } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(csCommon.siteName));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://foto.example/');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', demoContent.home.heroSubtitle);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\/foto\.example\/media\//);
    const business = jsonLd(container).find((d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('LocalBusiness'));
    expect(business).toMatchObject({ taxID: demoContent.siteSettings.ico, email: demoContent.siteSettings.email });
  });

  it('faq: FAQPage JSON-LD with every question', async () => {
    const { container } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: csContent.faq.heading });
    const faq = jsonLd(container).find((d) => d['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBe(demoContent.faq.length);
    expect(document.title).toBe(`${csContent.faq.title} | ${csCommon.siteName}`);
  });

  it('wedding reached by id: canonical is the slug address; ImageGallery headline at most 110 characters', async () => {
    const wedding = demoContent.weddings[1]!;
    const { container } = renderApp(`/weddings/id/${wedding.id}`);
    await screen.findByRole('heading', { level: 1, name: wedding.title });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.terezanovakova-foto.cz/weddings/${wedding.slug}`,
    );
    const gallery = jsonLd(container).find((d) => d['@type'] === 'ImageGallery');
    expect([...new Intl.Segmenter('cs', { granularity: 'grapheme' }).segment(String(gallery?.headline))].length).toBeLessThanOrEqual(110);
    expect((gallery?.image as unknown[]).length).toBe(wedding.gallery.length);
  });

  it('JSON-LD cannot be broken out of by content', () => {
    const out = serialiseJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

