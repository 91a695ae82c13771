import type { Redirect } from '../../../domain/content/redirect';
import { ALL_ITEMS, type StrapiContentSource } from './strapi-content-source';
import { records, text } from './strapi-entities';

/** The editors' `redirects` of legacy addresses; permanent unless marked otherwise. */
export async function readRedirects(source: StrapiContentSource): Promise<Redirect[]> {
  const list = records(await source.get('/redirects', ALL_ITEMS));
  return list.map((r) => ({ from: text(r.from), to: text(r.to), permanent: r.permanent !== false }));
}
