import { csCommon } from '../../texts/cs-common';
import { useConsent } from './consent-store';

/** The footer's way back to the cookie choice: an island of its own on content pages (src/app/islands). */
export function ConsentSettingsButton() {
  const reopenConsent = useConsent((s) => s.reset);
  return (
    <button type="button" className="footer-link-button" onClick={reopenConsent}>
      {csCommon.consent.change}
    </button>
  );
}
