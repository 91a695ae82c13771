import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../shared/seo/page-meta';
import { useVisitorSession } from '../../shared/session/session-store';
import { csAccount } from '../../texts/cs-account';
import { useCouplePortal } from './couple-portal-store';
import { COUPLE_PORTAL_STORE } from './couple-portal-store-token';
import { PasswordChangeSection } from './password-change-section';
import { PortalBookings } from './portal-bookings';
import { PortalGalleries } from './portal-galleries';
import { ErasureSummary, PortalPrivacy, SessionTakenBack } from './portal-privacy';

/** Resolved before this page renders (the portal store's code loads with the page). */
export const services = [COUPLE_PORTAL_STORE];

/** "Moje svatba": the couple's reservations and what they may do with them, their data, password and sign-out. */
export function Component() {
  const user = useVisitorSession((s) => s.user);
  const signOut = useVisitorSession((s) => s.signOut);
  const erased = useCouplePortal((s) => s.erasure !== null);
  const ended = useCouplePortal((s) => s.ended !== null);
  const navigate = useNavigate();

  return (
    <article className="section account">
      <PageMeta title={csAccount.accountTitle} description={csAccount.accountDescription} path="/ucet" noIndex />
      <h1>{csAccount.accountTitle}</h1>
      {ended ? (
        <SessionTakenBack />
      ) : erased ? (
        <>
          <ErasureSummary />
          <p>
            <Link to="/">{csAccount.toHome}</Link>
          </p>
        </>
      ) : (
        <>
          {user ? (
            <p>
              {csAccount.signedInAs} <strong>{user.displayName}</strong> ({user.email})
            </p>
          ) : null}
          <PortalBookings />
          <PortalGalleries />
          <PortalPrivacy />
          <PasswordChangeSection />
          <p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void signOut().then(() => navigate('/prihlaseni', { replace: true }))}
            >
              {csAccount.signOut}
            </button>
          </p>
        </>
      )}
    </article>
  );
}
