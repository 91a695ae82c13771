import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | undefined;
let serverWindow: Parameters<typeof DOMPurify>[0] | undefined;

/**
 * Where no browser window exists (the prerender step), the DOM the sanitiser parses with (jsdom's window): CMS HTML
 * is sanitised in the static HTML exactly as in the browser.
 */
export function useSanitiserWindow(win: unknown): void {
  serverWindow = win as Parameters<typeof DOMPurify>[0];
  purifier = undefined;
}

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // Created on first use, not at import, so the module can be imported where no window exists (prerendering).
  purifier = DOMPurify(serverWindow ?? window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Every piece of HTML that comes from the CMS passes here before it leaves the adapter: scripts, event handlers,
 * javascript: URLs, styles, forms, frames and SVG removed; links opening a new tab get rel="noopener noreferrer".
 */
export function sanitiseHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}
