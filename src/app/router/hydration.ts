/** The id of the JSON script the prerender step writes with the router's data (entry-prerender.tsx). */
export const HYDRATION_SCRIPT_ID = 'router-hydration';

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
