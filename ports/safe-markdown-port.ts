/**
 * Markdown written in the CMS turned into HTML that may touch the DOM: rendered and passed through the site's HTML
 * sanitiser (scripts, handlers, javascript: URLs, styles, forms and frames removed), so no raw CMS HTML reaches a page.
 */
export interface SafeMarkdownPort {
  toSafeHtml(markdown: string): Promise<string>;
}
