import { useEffect, useMemo } from 'react';
import type { GallerySection } from '../../../domain/gallery/gallery';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';
import { useGridBox, useWindowRows } from '../../shared/virtual/use-window-rows';
import { csGallery } from '../../texts/cs-gallery';
import { FavouriteButton } from './favourite-button';
import { columnsFor, galleryRows, SECTION_ROW_HEIGHT, TILE_GAP, tileSize } from './gallery-rows';
import { PhotoPicture } from './photo-picture';

export interface FocusRequest {
  index: number;
  /** Bumped on every request, so returning to the same photo twice still moves focus. */
  seq: number;
}

interface PhotoGridProps {
  photos: readonly ViewerPhoto[];
  sections: readonly GallerySection[];
  selected: ReadonlySet<string>;
  onOpen(index: number): void;
  /** Where focus goes back when the full-screen viewer closes (scrolled into the window first if virtualised away). */
  focusRequest: FocusRequest | null;
}

/**
 * The gallery's photos as a virtualised grid (TanStack Virtual over the window's scroll): only the rows near the
 * viewport are in the DOM, so 1,000 photos cost what 30 do. Every row's height is known from the width (square tiles,
 * fixed section headings), so nothing jumps while scrolling and nothing shifts when images arrive.
 */
export function PhotoGrid({ photos, sections, selected, onOpen, focusRequest }: PhotoGridProps) {
  const { ref: container, width, scrollMargin } = useGridBox<HTMLDivElement>();
  const columns = columnsFor(width);
  const size = tileSize(width, columns);
  const { rows } = useMemo(() => galleryRows(photos, sections, columns, csGallery.grid.otherSection), [photos, sections, columns]);
  const virtualizer = useWindowRows(rows.length, (i) => (rows[i]?.kind === 'section' ? SECTION_ROW_HEIGHT : size + TILE_GAP), scrollMargin);
  const firstPhotoRow = rows.findIndex((row) => row.kind === 'photos');
  // The first row of photos, when it is on the page's first screen (wherever the window is scrolled now), loads at
  // once and its first tile, the largest paint's candidate, at high priority; every other tile lazily.
  const firstScreenEnd = typeof window === 'undefined' ? 0 : window.innerHeight;

  useEffect(() => {
    if (!focusRequest) return;
    const row = rows.findIndex((r) => r.kind === 'photos' && r.photos.some((p) => p.index === focusRequest.index));
    if (row < 0) return;
    virtualizer.scrollToIndex(row, { align: 'auto' });
    const frame = requestAnimationFrame(() => {
      container.current?.querySelector<HTMLButtonElement>(`[data-photo-index="${focusRequest.index}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // Only a new request moves focus; a re-render with the same one must not steal it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  return (
    <div ref={container} className="gallery-grid" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        const style = { transform: `translateY(${item.start - scrollMargin}px)`, height: item.size };
        if (row.kind === 'section') {
          return (
            <h2 key={row.key} className="gallery-grid__section" style={style}>
              {row.title} <small>({row.count})</small>
            </h2>
          );
        }
        const firstRow = item.start < firstScreenEnd && item.index === firstPhotoRow;
        return (
          <div key={row.key} className="gallery-grid__row" style={{ ...style, gridTemplateColumns: `repeat(${columns}, ${size}px)`, gap: TILE_GAP }}>
            {row.photos.map(({ photo, index }, column) => (
              <div key={photo.id} className="gallery-tile" style={{ width: size, height: size }}>
                <button
                  type="button"
                  className="gallery-tile__open"
                  data-photo-index={index}
                  aria-label={csGallery.grid.open(index + 1, photos.length, selected.has(photo.id))}
                  onClick={() => onOpen(index)}
                >
                  <PhotoPicture photo={photo} sizes={`${size}px`} tile={!firstRow ? 'lazy' : column === 0 ? 'lcp' : 'eager'} />
                </button>
                <FavouriteButton photoId={photo.id} className="gallery-tile__favourite" />
                {selected.has(photo.id) ? (
                  <span className="gallery-tile__selected" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
