import { useRouteLoaderData } from 'react-router-dom';
import type { SiteSettings } from '../../../domain/content/site-settings';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../services/services-context';

/** Route id of the default layout (build-routes names a layout route `layout-<name>`); its loader owns the settings. */
export const DEFAULT_LAYOUT_ID = 'layout-default';

interface SiteSettingsData {
  settings: SiteSettings;
}

/** The default layout's loader: every page inside it reads the settings through useSiteSettings(). */
export async function siteSettingsLoader(services: ServiceResolver): Promise<SiteSettingsData> {
  return { settings: await services.get(TOKENS.ContentBackend).getSiteSettings() };
}

export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData(DEFAULT_LAYOUT_ID) as SiteSettingsData | undefined;
  if (!data) throw new Error('useSiteSettings must be used inside the default layout');
  return data.settings;
}
