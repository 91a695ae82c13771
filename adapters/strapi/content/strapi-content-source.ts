import { DomainError } from '../../../domain/errors';
import { record, type StrapiRecord } from './strapi-entities';

/**
 * How a content type's module asks Strapi: GET `path` with qs-style params; `null` for a 404 (not published); any
 * other failure rejects `content/unavailable`. StrapiContentBackend answers it over its client.
 */
export type StrapiGet = (path: string, params?: Record<string, unknown>) => Promise<unknown>;

export interface StrapiContentSource {
  get: StrapiGet;
  /** Where relative media URLs point (the CMS's origin). */
  baseUrl: string;
}

/** A whole collection in one page: the site's collections are far below Strapi's maximum page size. */
export const ALL_ITEMS = { pagination: { pageSize: 100 } } as const;

/** A single type's entry; a single type that is not published is `content/unavailable`, as its page cannot render. */
export async function readSingle(source: StrapiContentSource, path: string, populate: unknown): Promise<StrapiRecord> {
  const entity = record(await source.get(path, { populate }));
  if (!entity) throw new DomainError('content/unavailable', `Single type ${path} is not published`);
  return entity;
}
