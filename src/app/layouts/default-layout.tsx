import { Outlet, useNavigation } from 'react-router-dom';
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
  if (useFatalRouteError()) return <BareLayout />;
  return (
    <div className="layout layout-default">
      <a className="skip-link" href="#obsah">
        {csCommon.skipToContent}
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
