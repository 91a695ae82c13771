import { Link } from 'react-router-dom';
import type { SiteSettings } from '../../../domain/content/site-settings';
import { ConsentSettingsButton } from '../../features/consent/consent-settings-button';
import { Island } from '../../shared/islands/island';
import { csCommon } from '../../texts/cs-common';
import { PRIVACY_PAGE_PATH } from '../../../domain/privacy/processors';

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section aria-labelledby="paticka-kontakt">
          <h2 id="paticka-kontakt">{csCommon.footer.contactHeading}</h2>
          <address>
            <strong>{settings.photographerName}</strong>
            <br />
            {address.street}, {address.postalCode} {address.city}
            <br />
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
            <br />
            <a href={`tel:${settings.phone.replace(/\s/g, '')}`}>{settings.phone}</a>
          </address>
          <p>
            {csCommon.footer.ico}: {settings.ico}
          </p>
        </section>
        <section aria-labelledby="paticka-socialni-site">
          <h2 id="paticka-socialni-site">{csCommon.footer.followHeading}</h2>
          <ul className="social-links">
            {settings.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <p className="footer-legal">
          © {settings.photographerName}. {csCommon.footer.rights} <Link to={PRIVACY_PAGE_PATH}>{csCommon.footer.privacy}</Link> ·{' '}
          <Island name="consent-settings" component={ConsentSettingsButton} props={{}} as="span" />
        </p>
      </div>
    </footer>
  );
}
