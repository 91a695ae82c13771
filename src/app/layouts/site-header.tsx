import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useVisitorSession } from '../../features/account/session-store';
import { cs } from '../../texts/cs';

const links = [
  { to: '/sluzby', label: cs.nav.services },
  { to: '/cenik', label: cs.nav.pricing },
  { to: '/portfolio', label: cs.nav.portfolio },
  { to: '/omne', label: cs.nav.about },
  { to: '/faq', label: cs.nav.faq },
  { to: '/kontakt', label: cs.nav.contact },
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
          {open ? cs.nav.closeMenu : cs.nav.openMenu}
        </button>
        <nav id="hlavni-menu" aria-label={cs.nav.label} className={open ? 'main-nav open' : 'main-nav'}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to={signedIn ? '/ucet' : '/prihlaseni'}>{signedIn ? cs.nav.account : cs.nav.signIn}</NavLink>
            </li>
            <li>
              <NavLink to="/rezervace" className="nav-cta">
                {cs.nav.reservation}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
