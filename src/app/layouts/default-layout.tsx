import { Outlet, useNavigation, useRouteLoaderData } from 'react-router-dom';
import type { SiteSettings } from '../../../domain/content/site-settings';
import { TOKENS } from '../../../ports/tokens';
import { cs } from '../../texts/cs';
import { useFatalRouteError } from '../router/use-fatal-route-error';
import { BareLayout } from './bare-layout';
import type { ServiceResolver } from '../providers/services-context';
import { CookieBar } from '../../features/consent/cookie-bar';
import { BackendErrorNotice } from './backend-error-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const DEFAULT_LAYOUT_ID = 'layout-default';

export async function defaultLayoutLoader(services: ServiceResolver): Promise<{ settings: SiteSettings }> {
  return { settings: await services.get(TOKENS.ContentBackend).getSiteSettings() };
}

export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData(DEFAULT_LAYOUT_ID) as { settings: SiteSettings } | undefined;
  if (!data) throw new Error('useSiteSettings must be used inside the default layout');
  return data.settings;
}

export function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={navigation.state === 'idle' ? 'nav-progress' : 'nav-progress active'} aria-hidden="true" />;
}

export function DefaultLayout() {
  const settings = useSiteSettings();
  if (useFatalRouteError()) return <BareLayout />;
  return (
    <div className="layout layout-default">
      <a className="skip-link" href="#obsah">
        {cs.skipToContent}
      </a>
      <NavigationProgress />
      <SiteHeader siteName={settings.siteName} />
      <BackendErrorNotice />
      <main id="obsah" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <CookieBar />
    </div>
  );
}
