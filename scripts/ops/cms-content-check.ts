// Before a deploy: can the production CMS be read the way the build will read it, and is what it publishes enough for
// the site? The build's own snapshot (adapters/fetch/content-snapshot.ts) through the site's Strapi adapter, so a
// content type the adapter cannot parse fails here, before anything is built or deployed.
import { createRequire } from 'node:module';
import { Container } from 'inversify';
import { emailError } from '../../domain/validation/fields.ts';
import { takeContentSnapshot, type ContentSnapshot } from '../../adapters/fetch/content-snapshot.ts';
import { useSanitiserWindow } from '../../adapters/strapi/strapi-sanitise-html.ts';
import { TOKENS } from '../../ports/tokens.ts';
import { bindStrapi } from '../../src/app/composition/strapi-bindings.ts';

export interface CmsFinding {
  variable: string;
  cs: string;
  en: string;
}

let sanitiserReady = false;

/** Everything the site publishes, read through the site's own Strapi adapter. */
export async function readCmsContent(baseUrl: string): Promise<ContentSnapshot> {
  if (!sanitiserReady) {
    // CMS HTML is sanitised by DOMPurify, which needs a DOM: jsdom's, as the prerender gives it.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
    useSanitiserWindow(new JSDOM('').window);
    sanitiserReady = true;
  }
  const container = new Container({ defaultScope: 'Singleton' });
  bindStrapi(container, { baseUrl: baseUrl.replace(/\/+$/, ''), version: 'v5' });
  return takeContentSnapshot(container.get(TOKENS.ContentBackend));
}

/** What a published site cannot do without: the photographer's name and e-mail, and a package to book. */
export function contentProblems(snapshot: ContentSnapshot): CmsFinding[] {
  const problems: CmsFinding[] = [];
  const { siteSettings, priceList } = snapshot.site;
  if (!siteSettings.photographerName.trim()) {
    problems.push({ variable: 'CMS: Nastavení webu', cs: 'chybí jméno fotografky (podpis e-mailů, patička)', en: "the site settings have no photographer's name (mail signature, footer)" });
  }
  if (emailError(siteSettings.email)) {
    problems.push({ variable: 'CMS: Nastavení webu', cs: 'chybí platný kontaktní e-mail', en: 'the site settings have no valid contact e-mail' });
  }
  if (priceList.packages.length === 0) {
    problems.push({ variable: 'CMS: Ceník', cs: 'ceník nemá žádný zveřejněný balíček: poptávkový formulář nemá co nabídnout', en: 'the price list publishes no package: the booking form would offer none' });
  }
  return problems;
}

/** The CMS at `baseUrl` read and judged; an unreachable or unreadable CMS is one finding naming why. */
export async function cmsProblems(baseUrl: string): Promise<{ problems: CmsFinding[]; summary?: string }> {
  try {
    const snapshot = await readCmsContent(baseUrl);
    return { problems: contentProblems(snapshot), summary: `${snapshot.weddings.length} svateb, ${snapshot.pages.length} stránek, ${snapshot.site.priceList.packages.length} balíčků` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problems: [{ variable: 'VITE_STRAPI_URL', cs: `CMS ${baseUrl} nelze přečíst (${reason}): sestavení webu by selhalo`, en: `the CMS at ${baseUrl} cannot be read (${reason}): the build would fail` }],
    };
  }
}
