import { Link, Outlet } from 'react-router-dom';
import { useAdminSession } from '../../shared/session/session-store';
import { csCommon } from '../../texts/cs-common';
import { csAdmin } from '../../texts/cs-admin';
import { useFatalRouteError } from '../router/use-fatal-route-error';
import { BareLayout } from './bare-layout';
import { NavigationProgress } from './default-layout';

export function AdminLayout() {
  const user = useAdminSession((s) => s.user);
  const signOut = useAdminSession((s) => s.signOut);
  if (useFatalRouteError()) return <BareLayout />;
  return (
    <div className="layout layout-admin">
      <a className="skip-link" href="#obsah">
        {csCommon.skipToContent}
      </a>
      <NavigationProgress />
      <header className="admin-header">
        <p className="admin-brand">{csAdmin.layoutLabel}</p>
        <nav aria-label={csAdmin.layoutLabel}>
          <ul>
            <li>
              <Link to="/admin/bookings">{csAdmin.bookingsTitle}</Link>
            </li>
            <li>
              <Link to="/">{csAdmin.backToSite}</Link>
            </li>
          </ul>
        </nav>
        {user ? (
          <div className="admin-user">
            <span>
              {csAdmin.signedInAs} {user.email}
            </span>
            <button type="button" onClick={() => void signOut()}>
              {csAdmin.signOut}
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
