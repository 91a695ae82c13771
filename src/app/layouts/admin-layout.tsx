import { Link, Outlet } from 'react-router-dom';
import { useAdminSession } from '../../features/account/session-store';
import { cs } from '../../texts/cs';
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
        {cs.skipToContent}
      </a>
      <NavigationProgress />
      <header className="admin-header">
        <p className="admin-brand">{cs.admin.layoutLabel}</p>
        <nav aria-label={cs.admin.layoutLabel}>
          <ul>
            <li>
              <Link to="/admin/bookings">{cs.admin.bookingsTitle}</Link>
            </li>
            <li>
              <Link to="/">{cs.admin.backToSite}</Link>
            </li>
          </ul>
        </nav>
        {user ? (
          <div className="admin-user">
            <span>
              {cs.admin.signedInAs} {user.email}
            </span>
            <button type="button" onClick={() => void signOut()}>
              {cs.admin.signOut}
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
