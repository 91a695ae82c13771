import type { AboutContent, HomeContent, Testimonial } from '../../../domain/content/home';
import { ALL_ITEMS, readSingle, type StrapiContentSource } from './strapi-content-source';
import { contentId, paragraphs, record, records, text } from './strapi-entities';
import { requiredMedia } from './strapi-media';

/** The `home` single type: the hero, the introduction and the weddings it features (by slug). */
export async function readHome(source: StrapiContentSource): Promise<HomeContent> {
  const h = await readSingle(source, '/home', { heroImage: true, featuredWeddings: { fields: ['slug'] } });
  return {
    heroTitle: text(h.heroTitle),
    heroSubtitle: text(h.heroSubtitle),
    heroImage: requiredMedia(h.heroImage, source.baseUrl, text(h.heroTitle)),
    intro: paragraphs(h.intro),
    featuredWeddingSlugs: records(h.featuredWeddings).map((w) => text(w.slug)),
  };
}

/** The `about` single type. */
export async function readAbout(source: StrapiContentSource): Promise<AboutContent> {
  const a = await readSingle(source, '/about', { portrait: true });
  return { title: text(a.title), portrait: requiredMedia(a.portrait, source.baseUrl, text(a.title)), paragraphs: paragraphs(a.paragraphs) };
}

/** The `testimonials` collection, each with the slug of its wedding when it names one. */
export async function readTestimonials(source: StrapiContentSource): Promise<Testimonial[]> {
  const list = records(await source.get('/testimonials', { ...ALL_ITEMS, populate: { wedding: { fields: ['slug'] } } }));
  return list.map((t) => {
    const slug = text(record(t.wedding)?.slug);
    return { id: contentId(t), couple: text(t.couple), quote: text(t.quote), ...(slug ? { weddingSlug: slug } : {}) };
  });
}
