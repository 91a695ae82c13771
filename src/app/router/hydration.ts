/** The id of the JSON script the prerender step writes with the router's data (entry-prerender.tsx). */
export const HYDRATION_SCRIPT_ID = 'router-hydration';

/** Comments around the head elements the prerender step wrote (title, description, canonical, sharing tags). */
export const PRERENDERED_HEAD_START = 'prerendered-head';
export const PRERENDERED_HEAD_END = '/prerendered-head';

/** Head elements written by the prerender step, between the markers `removePrerenderedHead` looks for. */
export function markPrerenderedHead(html: string): string {
  return `<!--${PRERENDERED_HEAD_START}-->${html}<!--${PRERENDERED_HEAD_END}-->`;
}

/**
 * A page that renders from scratch instead of hydrating (404.html at an unknown address) drops the head elements
 * written for the address it was prerendered at; React then adds the ones of the page it renders.
 */
export function removePrerenderedHead(doc: Document): void {
  let inside = false;
  for (const node of [...doc.head.childNodes]) {
    const marker = node.nodeType === 8 ? (node as Comment).data.trim() : null;
    if (marker === PRERENDERED_HEAD_START) inside = true;
    if (inside) node.remove();
    if (marker === PRERENDERED_HEAD_END) inside = false;
  }
}

/** React Router's hydration data as the prerender step serialised it. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/**
 * The router data a prerendered page carries, when it was rendered for this very address. 404.html is served at
 * any unknown address, so its data (rendered for another path) must not be hydrated there.
 */
export function readHydration(doc: Pick<Document, 'getElementById'>, pathname: string): RouterHydrationData | null {
  const script = doc.getElementById(HYDRATION_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as { path?: unknown; router?: RouterHydrationData };
    return data.path === pathname && data.router ? data.router : null;
  } catch {
    return null;
  }
}
