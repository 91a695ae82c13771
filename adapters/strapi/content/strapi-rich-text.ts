import { text } from './strapi-entities';

/**
 * Rich text fields hold Markdown (HTML passes through), written by editors: the result is sanitised here, at the
 * edge, so the HTML every caller gets (the pages, the published snapshot) is already safe. The parser and the
 * sanitiser load on first use: only CMS pages and the privacy policy need them, not every public page.
 */
export async function richTextToHtml(value: unknown): Promise<string> {
  const [{ marked }, { sanitiseHtml }] = await Promise.all([import('marked'), import('../strapi-sanitise-html')]);
  return sanitiseHtml(marked.parse(text(value), { async: false }));
}
