import type { SafeMarkdownPort } from '../../../ports/safe-markdown-port';

/**
 * Every profile's Markdown-to-safe-HTML: the CMS adapter's own renderer and sanitiser (one rule for CMS text, wherever
 * it is shown), loaded on first use so the pages that show no CMS Markdown carry neither parser nor sanitiser.
 */
export const safeMarkdown: SafeMarkdownPort = {
  toSafeHtml: async (markdown) => (await import('../../../adapters/strapi/content/strapi-rich-text')).richTextToHtml(markdown),
};
