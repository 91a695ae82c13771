import { PORTFOLIO_CONSENTS } from '../../../domain/gallery/portfolio-consent';
import { csGallery } from '../../texts/cs-gallery';
import { useGallery } from './gallery-store';

/** The couple's word on the whole gallery in the photographer's portfolio; each photo may differ (in its viewer). */
export function PortfolioPanel() {
  const consent = useGallery((s) => s.portfolio?.gallery);
  const busy = useGallery((s) => s.busy.portfolio === true);
  const set = useGallery((s) => s.setGalleryPortfolio);
  if (!consent) return null;
  return (
    <section id="portfolio-souhlas-panel" className="gallery-panel" aria-labelledby="portfolio-souhlas">
      <h2 id="portfolio-souhlas">{csGallery.portfolio.heading}</h2>
      <fieldset className="gallery-portfolio" disabled={busy}>
        <legend>{csGallery.portfolio.intro}</legend>
        {PORTFOLIO_CONSENTS.map((value) => (
          <label key={value} className="gallery-portfolio__option">
            <input type="radio" name="portfolio-souhlas" value={value} checked={consent === value} onChange={() => void set(value)} />{' '}
            {csGallery.portfolio.gallery[value]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
