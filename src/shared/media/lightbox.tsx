import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { MediaImage, MediaRendition } from '../../../domain/content/media';
import { cs } from '../../texts/cs';

interface LightboxProps {
  images: readonly MediaImage[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

const widest = (renditions: ReadonlyArray<MediaRendition>) =>
  renditions.reduce<MediaRendition | undefined>((best, r) => (!best || r.width > best.width ? r : best), undefined);

/** The largest web rendition, as AVIF or WebP where the browser takes them, else the JPEG `url`. */
function LargestPicture({ image }: { image: MediaImage }) {
  const img = <img src={image.url} alt={image.alt} width={image.width} height={image.height} decoding="async" />;
  if (!image.sources?.length) return img;
  return (
    <picture className="responsive-picture">
      {image.sources.map((source) => {
        const largest = widest(source.renditions);
        return largest ? <source key={source.type} type={source.type} srcSet={largest.url} /> : null;
      })}
      {img}
    </picture>
  );
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Modal image viewer: Escape closes, arrow keys move, Tab stays inside, focus returns to the opener (caller). */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const total = images.length;

  useEffect(() => {
    closeButton.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  const go = (delta: number) => onIndexChange((index + delta + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab' && dialog.current) {
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  if (!image) return null;
  return createPortal(
    <div className="lightbox-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="lightbox"
        role="dialog"
        aria-modal="true"
        aria-label={cs.lightbox.label}
        onKeyDown={onKeyDown}
      >
        <figure className="lightbox-figure">
          <LargestPicture key={image.url} image={image} />
          <figcaption aria-live="polite">
            {cs.lightbox.position(index + 1, total)}
            {image.alt ? ` – ${image.alt}` : ''}
          </figcaption>
        </figure>
        <div className="lightbox-controls">
          <button type="button" onClick={() => go(-1)} aria-label={cs.lightbox.previous}>
            ‹
          </button>
          <button type="button" onClick={() => go(1)} aria-label={cs.lightbox.next}>
            ›
          </button>
          <button ref={closeButton} type="button" onClick={onClose} aria-label={cs.lightbox.close}>
            ×
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
