import { describe, expect, it } from 'vitest';
import type { DemoContent } from '../../adapters/memory/demo-content/demo-content';
import { isValidIco } from '../../domain/content/site-settings';
import { isValidContentId } from '../../domain/validation/route-params';
import type { ContentBackendPort } from '../../ports/content-backend-port';
import { checkTraderIdentity } from '../../domain/documents/trader-rules';

export interface ContentBackendHarness {
  backend: ContentBackendPort;
  /** The content the backend was seeded with. */
  seeded: DemoContent;
}

const isAscending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);

/** The behaviour every ContentBackendPort adapter must show (ports/content-backend-port.ts). */
export function contentBackendContract(name: string, setup: () => Promise<ContentBackendHarness>) {
  describe(`ContentBackendPort contract: ${name}`, () => {
    it('lists services, packages and FAQ in their editorial order', async () => {
      const { backend, seeded } = await setup();
      const services = await backend.listServices();
      expect(services.map((s) => s.slug).sort()).toEqual(seeded.services.map((s) => s.slug).sort());
      expect(isAscending(services.map((s) => s.order))).toBe(true);
      const priceList = await backend.getPriceList();
      expect(isAscending(priceList.packages.map((p) => p.order))).toBe(true);
      expect(priceList.packages.every((p) => Number.isSafeInteger(p.priceCzk))).toBe(true);
      expect(priceList.extras).toHaveLength(seeded.priceList.extras.length);
      const faq = await backend.listFaq();
      expect(faq).toHaveLength(seeded.faq.length);
      expect(isAscending(faq.map((f) => f.order))).toBe(true);
    });

    it('lists weddings newest first with covers that have intrinsic sizes', async () => {
      const { backend, seeded } = await setup();
      const weddings = await backend.listWeddings();
      expect(weddings).toHaveLength(seeded.weddings.length);
      const dates = weddings.map((w) => w.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const wedding of weddings) {
        expect(isValidContentId(wedding.id)).toBe(true);
        expect(wedding.cover.width).toBeGreaterThan(0);
        expect(wedding.cover.height).toBeGreaterThan(0);
      }
    });

    it('finds a wedding by slug and by id, with its gallery', async () => {
      const { backend, seeded } = await setup();
      const expected = seeded.weddings[0]!;
      const bySlug = await backend.getWeddingBySlug(expected.slug);
      expect(bySlug?.title).toBe(expected.title);
      expect(bySlug?.gallery).toHaveLength(expected.gallery.length);
      expect(bySlug?.gallery.every((img) => img.width > 0 && img.height > 0 && img.alt.length > 0)).toBe(true);
      const byId = await backend.getWeddingById(bySlug!.id);
      expect(byId?.slug).toBe(expected.slug);
    });

    it('answers null, not an error, for unknown slugs and ids', async () => {
      const { backend } = await setup();
      await expect(backend.getWeddingBySlug('tahle-svatba-neexistuje')).resolves.toBeNull();
      await expect(backend.getWeddingById('zzzzzzzzzzzzzzzzzzzzzzzz')).resolves.toBeNull();
      await expect(backend.getPage('tahle-stranka-neexistuje')).resolves.toBeNull();
    });

    it('serves CMS pages by slug with their HTML body', async () => {
      const { backend, seeded } = await setup();
      const expected = seeded.pages[0]!;
      const page = await backend.getPage(expected.slug);
      expect(page?.title).toBe(expected.title);
      expect(page?.bodyHtml).toContain('<');
    });

    it('lists every published CMS page by slug, each one servable', async () => {
      const { backend, seeded } = await setup();
      const pages = await backend.listPages();
      expect(pages.map((p) => p.slug)).toEqual(seeded.pages.map((p) => p.slug).sort());
      for (const summary of pages) {
        expect(Number.isNaN(Date.parse(summary.updatedAt))).toBe(false);
        expect((await backend.getPage(summary.slug))?.title).toBe(summary.title);
      }
    });

    it('serves the single types: settings with a valid IČO, home, about, privacy policy', async () => {
      const { backend, seeded } = await setup();
      const settings = await backend.getSiteSettings();
      expect(settings.email).toBe(seeded.siteSettings.email);
      expect(isValidIco(settings.ico)).toBe(true);
      expect((await backend.getHome()).heroTitle).toBe(seeded.home.heroTitle);
      expect((await backend.getAbout()).paragraphs.length).toBeGreaterThan(0);
      expect((await backend.getPrivacyPolicy()).bodyHtml.length).toBeGreaterThan(100);
    });

    it('reads the trader\'s identity as seeded, complete enough to issue documents', async () => {
      const { backend, seeded } = await setup();
      const { trader } = await backend.getSiteSettings();
      expect(trader).toEqual(seeded.siteSettings.trader);
      expect(checkTraderIdentity(trader)).toEqual({});
    });

    it('lists redirects and testimonials', async () => {
      const { backend, seeded } = await setup();
      const redirects = await backend.listRedirects();
      expect(redirects.map((r) => r.from).sort()).toEqual(seeded.redirects.map((r) => r.from).sort());
      expect(redirects.every((r) => typeof r.permanent === 'boolean')).toBe(true);
      expect(await backend.listTestimonials()).toHaveLength(seeded.testimonials.length);
    });

    it('hands out copies: mutating a result does not change the next answer', async () => {
      const { backend } = await setup();
      const first = await backend.listServices();
      first[0]!.title = 'změněno';
      const again = await backend.listServices();
      expect(again[0]!.title).not.toBe('změněno');
    });
  });
}
