import { lazy, Suspense, useRef, useState } from 'react';
import type { MediaImage } from '../../../domain/content/media';
import { csContent } from '../../texts/cs-content';
import { ResponsiveImage } from './responsive-image';

// The viewer is code a visitor needs only on opening a photo: it loads when a pointer or the keyboard reaches the
// grid (so opening is instant), not with the page.
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(async () => ({ default: (await loadLightbox()).Lightbox }));

const GRID_SIZES = '(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw';

/** A grid of thumbnails; each is a button that opens the lightbox at that image. */
export function ImageGallery({ images, label }: { images: readonly MediaImage[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const opener = useRef<number | null>(null);

  function show(index: number) {
    opener.current = index;
    setOpen(index);
  }

  function close() {
    setOpen(null);
    // Focus goes back to the thumbnail that opened the viewer, as for any dialog.
    if (opener.current !== null) triggers.current[opener.current]?.focus();
  }

  return (
    <>
      <ul className="image-grid" aria-label={label} onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
        {images.map((image, i) => (
          <li key={image.url}>
            <button
              type="button"
              className="image-grid-button"
              ref={(el) => {
                triggers.current[i] = el;
              }}
              onClick={() => show(i)}
              aria-label={csContent.wedding.openImage(i + 1, images.length)}
            >
              <ResponsiveImage image={image} sizes={GRID_SIZES} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
