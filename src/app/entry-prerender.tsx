// The build's server entry (`vite build --ssr`): renders the public pages to HTML with the app's own routes,
// loaders and components. scripts/build/prerender/prerender-site.ts drives it; nothing here runs in the browser.
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { latestUpdate } from '../../domain/seo/sitemap';
import type { AppConfig } from '../../ports/app-config-port';
import type { ContentBackendPort } from '../../ports/content-backend-port';
import { TOKENS } from '../../ports/tokens';
import { serialiseJsonLd } from '../shared/seo/json-ld';
import { absoluteUrl } from '../shared/seo/page-meta';
import { csCommon } from '../texts/cs-common';
import { buildContentBackend, snapshotPreloadHead } from './composition/prerender';
import { readAppConfig } from './config';
import { ServicesProvider } from './providers/services-provider';
import type { ServiceResolver } from '../shared/services/services-context';
import { createAppRoutes } from './router/app-routes';
import { HYDRATION_SCRIPT_ID, markPrerenderedHead, type RouterHydrationData } from './router/hydration';
import { isRouteMeta } from './router/route-meta';
import { routeDefinitions } from './router/routes';

export { createPrerenderServices, snapshotFiles, takeContentSnapshot, useSanitiserWindow } from './composition/prerender';
export { robotsTxt, sitemapXml } from '../../domain/seo/sitemap';
export { absoluteUrl } from '../shared/seo/page-meta';
export { CLIENT_RENDERED_AREAS } from './router/client-rendered-areas';


const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * An editor's redirect on static hosting: a page that sends the browser on at once (search engines read an
 * immediate refresh as a permanent move) and names the new address as canonical. Written only where no page is.
 */
export function redirectHtml(to: string, siteUrl: string): string {
  const target = attribute(absoluteUrl(siteUrl, to));
  const href = attribute(to);
  return (
    `<!doctype html><html lang="cs"><head><meta charset="UTF-8"><title>${csCommon.moved.title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<meta http-equiv="refresh" content="0; url=${href}"><link rel="canonical" href="${target}"><meta name="robots" content="noindex">` +
    `</head><body><p>${csCommon.moved.text} <a href="${href}">${target}</a></p></body></html>\n`
  );
}

/**
 * The head the app shell (admin, accounts, galleries) adds: never indexed (between the markers, as the page React
 * renders there adds its own robots tag), and the content snapshot preloaded outside them: the start-up removes the
 * marked head, and the preload must stay for the layout's fetch to take it.
 */
export const APP_SHELL_HEAD = snapshotPreloadHead(import.meta.env.BASE_URL) + markPrerenderedHead('<meta name="robots" content="noindex">');

/** This build's configuration and its profile's content adapter (Strapi, or the in-memory demo). */
export function prerenderSetup(): { config: AppConfig; content: ContentBackendPort } {
  const config = readAppConfig();
  return { config, content: buildContentBackend(config, import.meta.env) };
}

/** Every public address: the prerendered routes, with `:slug` expanded from the published content. */
export async function publicAddresses(services: ServiceResolver): Promise<string[]> {
  const content = services.get(TOKENS.ContentBackend);
  const [weddings, pages] = await Promise.all([content.listWeddings(), content.listPages()]);
  const expansions: Record<string, string[]> = {
    '/weddings/:slug': weddings.map((w) => `/weddings/${w.slug}`),
    '/:slug': pages.map((p) => `/${p.slug}`),
  };
  return routeDefinitions
    .filter((definition) => isRouteMeta(definition.meta) && definition.meta.prerender)
    .flatMap((definition) => {
      if (!definition.path.includes(':')) return [definition.path];
      const expanded = expansions[definition.path];
      if (!expanded) throw new Error(`Prerendered route ${definition.path} has parameters the build cannot expand`);
      return expanded;
    });
}

export interface RenderedPage {
  path: string;
  status: number;
  /** Elements React hoists into <head> (title, meta, canonical link), between the prerendered-head markers. */
  head: string;
  /** The app's markup, for inside `<div id="app">`. */
  body: string;
  /** `<script type="application/json">` with the router's hydration data (CSP-safe: it is not executed). */
  hydrationScript: string;
  /** Source modules of the matched pages, to name their chunks and CSS in the HTML. */
  pageSources: string[];
  /** The page loads only its islands (RouteMeta.islands), not the app. */
  islands: boolean;
  lastModified?: string | undefined;
  /** Set when the address answers with a redirect instead of a page. */
  redirect?: { status: number; location: string };
}

/** React Router's own format for errors in hydration data (what its browser router deserialises). */
function serialiseErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }];
      return [id, error];
    }),
  );
}

/** React 19 puts hoistable elements (title, meta, link) first when it renders without a document; split them off. */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let rest = html;
  let head = '';
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

async function renderToString(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one address as the browser would show it after its loaders ran. */
export async function renderPage(path: string, services: ServiceResolver): Promise<RenderedPage> {
  const { siteUrl } = services.get(TOKENS.AppConfig);
  const handler = createStaticHandler(createAppRoutes(services));
  const context = await handler.query(new Request(new URL(path, `${siteUrl}/`)));
  if (context instanceof Response) {
    return {
      path,
      status: context.status,
      head: '',
      body: '',
      hydrationScript: '',
      pageSources: [],
      islands: false,
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <ServicesProvider services={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServicesProvider>
    </StrictMode>,
  );
  const routerData: RouterHydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: serialiseErrors(context.errors) };
  const hydration = { path, router: routerData };
  const matchedIds = new Set(context.matches.map((m) => m.route.id));
  const { head, body } = splitHoisted(html);
  return {
    path,
    status: context.statusCode,
    head: markPrerenderedHead(head),
    body,
    hydrationScript: `<script type="application/json" id="${HYDRATION_SCRIPT_ID}">${serialiseJsonLd(hydration)}</script>`,
    pageSources: routeDefinitions.filter((d) => matchedIds.has(d.id) && d.source).map((d) => d.source!),
    // Only a page that renders: 404.html is served at any unknown address, where the app's redirects must run.
    islands: context.statusCode === 200 && context.matches.some((m) => isRouteMeta(m.route.handle) && m.route.handle.islands === true),
    lastModified: latestUpdate(context.loaderData),
  };
}
