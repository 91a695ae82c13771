import type { ReactNode } from 'react';
import { PRIVACY_PAGE_PATH } from '../../../domain/privacy/processors';
import { csCommon } from '../../texts/cs-common';

/**
 * The galleries' frame on their own entry (src/app/gallery-main.tsx): the site's header and footer classes without the router,
 * the menu or the cookie question. The page loads no analytics, so it has nothing to ask; links leave by full loads.
 */
export function GalleryLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-default">
      <a className="skip-link" href="#obsah">
        {csCommon.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <a href="/" className="brand">
            {csCommon.siteName}
          </a>
        </div>
      </header>
      <main id="obsah" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer-inner">
          <p className="footer-legal">
            {csCommon.footer.rights} <a href={PRIVACY_PAGE_PATH}>{csCommon.footer.privacy}</a>
          </p>
        </div>
      </footer>
    </div>
  );
}
