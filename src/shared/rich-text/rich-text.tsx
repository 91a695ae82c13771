/**
 * The only way content HTML reaches the DOM. It arrives sanitised: the content adapter cleans CMS HTML at the edge
 * (adapters/strapi/strapi-sanitise-html.ts), and the published snapshot holds what that adapter returned, so the
 * visitor's page carries no HTML sanitiser.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
