/** Route metadata (React Router `handle`): how the shell treats a route. */
export interface RouteMeta {
  /** Layout that wraps the page; `default` when omitted. */
  layout?: LayoutName;
  /** Named middleware run, in order, before the route's page module or data load. */
  middleware?: string[];
  /** Param validators; a failed validation is a fatal 404. */
  params?: Record<string, ParamKind>;
  /** `false` keeps the scroll position on navigation to this route (e.g. tabs within a page). */
  scrollToTop?: boolean;
  /**
   * Public content, rendered to static HTML by the build (the prerender step expands `:slug` from the content:
   * weddings for `/weddings/:slug`, CMS pages for `/:slug`). Everything else is rendered in the browser only.
   */
  prerender?: boolean;
  /**
   * A prerendered page whose only interactive parts are its islands (header menu, cookie bar, gallery): its HTML
   * loads the small islands entry (src/app/islands/main.tsx) instead of the app, and links leave it as plain links.
   */
  islands?: boolean;
  /**
   * The page's loader prepares state in the browser from the address (a booking form opened with the date from the
   * query): after a prerendered page hydrates, its loaders run once more with the visitor's real address.
   */
  rerunLoaderAfterHydration?: boolean;
  /**
   * The page renders from the sign-in stage's services alone (the app config, the build version, the admin's auth and
   * session): opened first, it starts without the container and the other adapters, which load when another page needs
   * them (src/app/composition/sign-in-stage.ts). Every other page waits for all services.
   */
  signInStage?: boolean;
}

export const layoutNames = ['default', 'admin'] as const;
export type LayoutName = (typeof layoutNames)[number];
export type ParamKind = 'slug' | 'id';

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null;
}
