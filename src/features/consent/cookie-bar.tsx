import { COOKIES_SECTION_ID, PRIVACY_PAGE_PATH } from '../../../domain/privacy/processors';
import { csCommon } from '../../texts/cs-common';
import { useConsent } from './consent-store';

/**
 * Accepting and rejecting are equally easy: two buttons of the same kind, side by side. An island on content pages
 * (src/app/islands), hence the plain link.
 */
export function CookieBar() {
  const choice = useConsent((s) => s.analytics);
  const accept = useConsent((s) => s.accept);
  const reject = useConsent((s) => s.reject);
  if (choice !== 'unknown') return null;
  return (
    <section className="cookie-bar" aria-labelledby="cookies-nadpis">
      <h2 id="cookies-nadpis">{csCommon.consent.heading}</h2>
      <p>
        {/* One text node: React's renderToString would put a <!-- --> between two, which Preact's hydration drops. */}
        {`${csCommon.consent.text} `}
        <a href={`${PRIVACY_PAGE_PATH}#${COOKIES_SECTION_ID}`}>{csCommon.consent.more}</a>
      </p>
      <div className="cookie-actions">
        <button type="button" className="button" onClick={accept}>
          {csCommon.consent.accept}
        </button>
        <button type="button" className="button" onClick={reject}>
          {csCommon.consent.reject}
        </button>
      </div>
    </section>
  );
}
