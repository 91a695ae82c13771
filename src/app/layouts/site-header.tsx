import { useState } from 'react';
import { useVisitorSignedIn } from '../../shared/session/visitor-presence';
import { csCommon } from '../../texts/cs-common';

const links = [
  { to: '/sluzby', label: csCommon.nav.services },
  { to: '/cenik', label: csCommon.nav.pricing },
  { to: '/portfolio', label: csCommon.nav.portfolio },
  { to: '/omne', label: csCommon.nav.about },
  { to: '/faq', label: csCommon.nav.faq },
  { to: '/kontakt', label: csCommon.nav.contact },
] as const;

/** Marked as React Router's NavLink marks the link of the open page (and of the pages below it). */
function NavItem({ to, path, className, children }: { to: string; path: string; className?: string; children: string }) {
  const active = path === to || path.startsWith(`${to}/`);
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return (
    <a href={to} className={classes || undefined} aria-current={active ? 'page' : undefined}>
      {children}
    </a>
  );
}

/**
 * The site's header: an island (src/app/islands), so no router here. Its links are plain ones: a content page
 * navigates as any web page does, and the full app follows them in place (layouts/in-app-links.ts).
 */
export function SiteHeader({ siteName, path }: { siteName: string; path: string }) {
  const [open, setOpen] = useState(false);
  const signedIn = useVisitorSignedIn();
  const [seenPath, setSeenPath] = useState(path);
  if (seenPath !== path) {
    // Close the mobile menu after navigating.
    setSeenPath(path);
    setOpen(false);
  }
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <a href="/" className="brand">
          {siteName}
        </a>
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
                <NavItem to={link.to} path={path}>
                  {link.label}
                </NavItem>
              </li>
            ))}
            <li>
              <NavItem to={signedIn ? '/ucet' : '/prihlaseni'} path={path}>
                {signedIn ? csCommon.nav.account : csCommon.nav.signIn}
              </NavItem>
            </li>
            <li>
              <NavItem to="/rezervace" path={path} className="nav-cta">
                {csCommon.nav.reservation}
              </NavItem>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
