import { useId } from 'react';
import { PHOTO_PORTFOLIO_CHOICES } from '../../../domain/gallery/portfolio-consent';
import type { PhotoPortfolio } from '../../../domain/gallery/gallery';
import { csGallery } from '../../texts/cs-gallery';
import { useGallery } from './gallery-store';

/** The couple's word on one photo in the photographer's portfolio ("podle celé galerie" unless they say otherwise). */
export function PhotoPortfolioChoice({ photoId }: { photoId: string }) {
  const id = useId();
  const choice = useGallery((s) => s.portfolio?.photos[photoId] ?? 'inherit');
  const busy = useGallery((s) => s.busy[`portfolio:${photoId}`] === true);
  const set = useGallery((s) => s.setPhotoPortfolio);
  return (
    <div className="gallery-portfolio-choice">
      <label htmlFor={id}>{csGallery.portfolio.photoLabel}</label>
      <select
        id={id}
        className="ui-control ui-control--sm"
        value={choice}
        disabled={busy}
        onChange={(event) => void set(photoId, event.target.value as PhotoPortfolio)}
      >
        {PHOTO_PORTFOLIO_CHOICES.map((value) => (
          <option key={value} value={value}>
            {csGallery.portfolio.photo[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
