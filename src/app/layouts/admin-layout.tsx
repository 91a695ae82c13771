import { Link, Outlet } from 'react-router-dom';
import { useAdminSession } from '../../shared/session/session-store';
import { csCommon } from '../../texts/cs-common';
import { csAdminLayout } from '../../texts/cs-admin-layout';
import { useFatalRouteError } from '../router/use-fatal-route-error';
import { BareLayout } from './bare-layout';
import { NavigationProgress } from './default-layout';
import { UiStyles } from '../../shared/ui/ui-styles';

export function AdminLayout() {
  const user = useAdminSession((s) => s.user);
  const signOut = useAdminSession((s) => s.signOut);
  if (useFatalRouteError()) return <BareLayout />;
  return (
    <div className="layout layout-admin ui-theme">
      {/* The desk's fonts, tokens and components: a stylesheet of its own, so public pages keep the site's fonts. */}
      <UiStyles />
      <a className="skip-link" href="#obsah">
        {csCommon.skipToContent}
      </a>
      <NavigationProgress />
      <header className="admin-header">
        <p className="admin-brand">{csAdminLayout.layoutLabel}</p>
        <nav aria-label={csAdminLayout.layoutLabel}>
          <ul>
            <li>
              <Link to="/admin/bookings">{csAdminLayout.bookingsTitle}</Link>
            </li>
            <li>
              <Link to="/admin/galerie">{csAdminLayout.galleriesTitle}</Link>
            </li>
            <li>
              <Link to="/">{csAdminLayout.backToSite}</Link>
            </li>
          </ul>
        </nav>
        {user ? (
          <div className="admin-user">
            <span>
              {csAdminLayout.signedInAs} {user.email}
            </span>
            <button type="button" onClick={() => void signOut()}>
              {csAdminLayout.signOut}
            </button>
          </div>
        ) : null}
      </header>
      <main id="obsah" tabIndex={-1} className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
