/** Slug: lowercase letters, digits and hyphens, 1–100 characters. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;

export function isValidSlug(value: string | undefined): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

/**
 * Content ids as the content backend issues them: a Strapi 5 `documentId` (24 lowercase letters and digits)
 * or a numeric id (Strapi 3/4), positive and without leading zeros.
 */
export const CONTENT_ID_PATTERN = /^(?:[a-z0-9]{24}|[1-9][0-9]{0,15})$/;

export function isValidContentId(value: string | undefined): value is string {
  return typeof value === 'string' && CONTENT_ID_PATTERN.test(value);
}
