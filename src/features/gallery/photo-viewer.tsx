import { useEffect, useRef, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';
import { useViewerKeys } from '../../shared/media/use-viewer-keys';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { csGallery } from '../../texts/cs-gallery';
import { FavouriteButton } from './favourite-button';
import { useGallery } from './gallery-store';
import { PhotoPicture } from './photo-picture';
import { PhotoPortfolioChoice } from './photo-portfolio-choice';
import { PhotoSelectionControls } from './photo-selection-controls';
import { useSaveToPhone } from './use-save-to-phone';

interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** A horizontal swipe shorter than this is a tap or a wobble, not "next". */
const SWIPE_MIN_PX = 50;

/**
 * The full-screen viewer: ←/→ step (not while typing a comment), Esc closes, Tab stays inside, a horizontal swipe
 * steps on touch screens; focus starts on "close" and the page returns it to the photo's tile.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  const total = photos.length;
  const selection = useGallery((s) => s.selection);
  const portfolio = useGallery((s) => s.portfolio);
  const saver = useSaveToPhone();
  const { reset } = saver;
  const { dialog, closeButton, go, onKeyDown } = useViewerKeys({ index, total, onIndexChange, onClose });

  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new photo drops what was fetched for the last one
  useEffect(() => reset(), [photo?.id]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  if (!photo) return null;
  return createPortal(
    <div ref={dialog} className="gallery-viewer" role="dialog" aria-modal="true" aria-label={csGallery.viewer.label} onKeyDown={onKeyDown}>
      <div className="gallery-viewer__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
        <PhotoPicture key={photo.id} photo={photo} sizes="100vw" />
      </div>
      <div className="gallery-viewer__bar">
        <p className="gallery-viewer__position" aria-live="polite">
          {csGallery.viewer.position(index + 1, total)}
        </p>
        <button type="button" className="gallery-viewer__step" onClick={() => go(-1)} aria-label={csGallery.viewer.previous}>
          ‹
        </button>
        <button type="button" className="gallery-viewer__step" onClick={() => go(1)} aria-label={csGallery.viewer.next}>
          ›
        </button>
        <FavouriteButton photoId={photo.id} />
        {photo.download ? (
          <a className={buttonClasses({ variant: 'secondary', size: 'sm' })} href={photo.download.url} download={photo.download.fileName}>
            {csGallery.viewer.download}
          </a>
        ) : null}
        {photo.download && saver.supported ? (
          <button
            type="button"
            className={buttonClasses({ variant: 'primary', size: 'sm' })}
            aria-busy={saver.state === 'fetching' || undefined}
            onClick={() => void saver.save(photo)}
          >
            {saver.state === 'fetching' ? csGallery.viewer.saving : csGallery.viewer.saveToPhone}
          </button>
        ) : null}
        <button ref={closeButton} type="button" className="gallery-viewer__close" onClick={onClose} aria-label={csGallery.viewer.close}>
          ×
        </button>
      </div>
      <div role="status" className="gallery-viewer__note">
        {saver.state === 'needs-tap' ? csGallery.viewer.readyToShare : saver.state === 'failed' ? csGallery.viewer.saveFailed : null}
      </div>
      {selection || portfolio ? (
        <div className="gallery-viewer__panel">
          {selection ? <PhotoSelectionControls key={photo.id} photoId={photo.id} /> : null}
          {portfolio ? <PhotoPortfolioChoice photoId={photo.id} /> : null}
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
