import { createPortal } from 'react-dom';
import type { MediaImage } from '../../../domain/content/media';
import { csContent } from '../../texts/cs-content';
import { ResponsiveImage } from './responsive-image';
import { useViewerKeys } from './use-viewer-keys';

interface LightboxProps {
  images: readonly MediaImage[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** Only the largest web rendition of each encoding: the viewer shows the photograph as large as the site has it. */
function largestOnly(image: MediaImage): MediaImage {
  const { formats: _smaller, sources, ...largest } = image;
  return sources ? { ...largest, sources: sources.map((s) => ({ type: s.type, renditions: s.renditions.slice(-1) })) } : largest;
}

/** Modal image viewer: Escape closes, arrow keys move, Tab stays inside, focus returns to the opener (caller). */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const image = images[index];
  const total = images.length;
  const { dialog, closeButton, go, onKeyDown } = useViewerKeys({ index, total, onIndexChange, onClose });

  if (!image) return null;
  return createPortal(
    <div className="lightbox-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="lightbox"
        role="dialog"
        aria-modal="true"
        aria-label={csContent.lightbox.label}
        onKeyDown={onKeyDown}
      >
        <figure className="lightbox-figure">
          <ResponsiveImage key={image.url} image={largestOnly(image)} sizes="100vw" priority />
          <figcaption aria-live="polite">
            {csContent.lightbox.position(index + 1, total)}
            {image.alt ? ` – ${image.alt}` : ''}
          </figcaption>
        </figure>
        <div className="lightbox-controls">
          <button type="button" onClick={() => go(-1)} aria-label={csContent.lightbox.previous}>
            ‹
          </button>
          <button type="button" onClick={() => go(1)} aria-label={csContent.lightbox.next}>
            ›
          </button>
          <button ref={closeButton} type="button" onClick={onClose} aria-label={csContent.lightbox.close}>
            ×
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
