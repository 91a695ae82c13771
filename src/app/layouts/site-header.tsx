import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useVisitorSession } from '../../shared/session/session-store';
import { csCommon } from '../../texts/cs-common';

const links = [
  { to: '/sluzby', label: csCommon.nav.services },
  { to: '/cenik', label: csCommon.nav.pricing },
  { to: '/portfolio', label: csCommon.nav.portfolio },
  { to: '/omne', label: csCommon.nav.about },
  { to: '/faq', label: csCommon.nav.faq },
  { to: '/kontakt', label: csCommon.nav.contact },
] as const;

export function SiteHeader({ siteName }: { siteName: string }) {
  const [open, setOpen] = useState(false);
  const signedIn = useVisitorSession((s) => s.user !== null);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    // Close the mobile menu after navigating.
    setSeenPath(location.pathname);
    setOpen(false);
  }
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          {siteName}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="hlavni-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? csCommon.nav.closeMenu : csCommon.nav.openMenu}
        </button>
        <nav id="hlavni-menu" aria-label={csCommon.nav.label} className={open ? 'main-nav open' : 'main-nav'}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to={signedIn ? '/ucet' : '/prihlaseni'}>{signedIn ? csCommon.nav.account : csCommon.nav.signIn}</NavLink>
            </li>
            <li>
              <NavLink to="/rezervace" className="nav-cta">
                {csCommon.nav.reservation}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
