import { csGallery } from '../../texts/cs-gallery';
import { useGallery } from './gallery-store';

/** The heart: a toggle (aria-pressed) whose name stays the same and whose state screen readers announce. */
export function FavouriteButton({ photoId, className }: { photoId: string; className?: string }) {
  const favourite = useGallery((s) => s.favourites.includes(photoId));
  const toggle = useGallery((s) => s.toggleFavourite);
  return (
    <button
      type="button"
      className={`gallery-favourite${className ? ` ${className}` : ''}`}
      aria-pressed={favourite}
      aria-label={csGallery.favourite.label}
      title={favourite ? csGallery.favourite.remove : csGallery.favourite.add}
      onClick={() => void toggle(photoId)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
