import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Island } from '../../shared/islands/island';
import { useInAppLinks } from './in-app-links';
import { csCommon } from '../../texts/cs-common';
import { useFatalRouteError } from '../router/use-fatal-route-error';
import { BareLayout } from './bare-layout';
import { useSiteSettings } from '../../shared/routing/site-settings-loader';
import { CookieBar } from '../../features/consent/cookie-bar';
import { BackendErrorNotice } from './backend-error-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={navigation.state === 'idle' ? 'nav-progress' : 'nav-progress active'} aria-hidden="true" />;
}

export function DefaultLayout() {
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  const followLink = useInAppLinks();
  if (useFatalRouteError()) return <BareLayout />;
  return (
    // Only a click on an island's plain link is taken over (in-app-links.ts).
    <div className="layout layout-default" onClick={followLink}>
      <a className="skip-link" href="#obsah">
        {csCommon.skipToContent}
      </a>
      <NavigationProgress />
      <Island name="site-header" component={SiteHeader} props={{ siteName: settings.siteName, path: pathname }} />
      <BackendErrorNotice />
      <main id="obsah" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <Island name="cookie-bar" component={CookieBar} props={{}} />
    </div>
  );
}
