import { Link } from 'react-router-dom';
import type { SiteSettings } from '../../../domain/content/site-settings';
import { useConsent } from '../../features/consent/consent-store';
import { cs } from '../../texts/cs';

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  const reopenConsent = useConsent((s) => s.reset);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section aria-labelledby="paticka-kontakt">
          <h2 id="paticka-kontakt">{cs.footer.contactHeading}</h2>
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
            {cs.footer.ico}: {settings.ico}
          </p>
        </section>
        <section aria-labelledby="paticka-socialni-site">
          <h2 id="paticka-socialni-site">{cs.footer.followHeading}</h2>
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
          © {settings.photographerName}. {cs.footer.rights} <Link to="/ochrana-udaju">{cs.footer.privacy}</Link> ·{' '}
          <button type="button" className="footer-link-button" onClick={reopenConsent}>
            {cs.consent.change}
          </button>
        </p>
      </div>
    </footer>
  );
}
