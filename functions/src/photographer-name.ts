import { photographerNameOf } from '../../domain/content/site-settings';
import { cmsSiteSettings } from './cms-site-settings';
import type { PhotographerNameSource } from '../../ports/units/mail-settings-port';

/** The name from a site-settings reader (adapters/strapi/server/strapi-site-settings-reader.ts); no reader (no STRAPI_URL): null. */
export function photographerNameFrom(settings: { read(): Promise<Record<string, unknown>> } | null): PhotographerNameSource {
  return { read: async () => (settings ? photographerNameOf(await settings.read()) : null) };
}

/**
 * The photographer's name for the mails, from the CMS site settings through the shared cached reader (no extra
 * request). A CMS that cannot be read rejects, and mailContext then signs the mails without a name rather than
 * failing them. Resolved per read: params are read at run time, never while the module loads.
 */
export const cmsPhotographerName: PhotographerNameSource = { read: () => photographerNameFrom(cmsSiteSettings()).read() };
