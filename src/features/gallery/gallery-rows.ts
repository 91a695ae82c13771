import type { GallerySection } from '../../../domain/gallery/gallery';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';

export type GridRow =
  | { kind: 'section'; key: string; title: string; count: number }
  | { kind: 'photos'; key: string; photos: Array<{ photo: ViewerPhoto; index: number }> };

export interface GridLayout {
  rows: GridRow[];
  /** The photos in the order the grid shows them: the full-screen viewer steps through this order. */
  ordered: ViewerPhoto[];
}

/** Tiles are at least this wide: 2 columns on a phone, 4–6 on a laptop. */
export const TILE_MIN_WIDTH = 160;
export const TILE_GAP = 8;
export const SECTION_ROW_HEIGHT = 56;

export function columnsFor(width: number): number {
  return Math.max(2, Math.floor((width + TILE_GAP) / (TILE_MIN_WIDTH + TILE_GAP)));
}

export function tileSize(width: number, columns: number): number {
  return Math.max(1, Math.floor((width - TILE_GAP * (columns - 1)) / columns));
}

/**
 * The grid as rows the virtualiser can measure without rendering: a heading row per section that has photos (in the
 * gallery's section order, photos without a section last), then rows of `columns` photos. One flat list of rows keeps
 * the DOM bounded however many photos there are.
 */
export function galleryRows(photos: readonly ViewerPhoto[], sections: readonly GallerySection[], columns: number, otherTitle: string): GridLayout {
  const known = new Set(sections.map((section) => section.id));
  const groups = [
    ...sections.map((section) => ({ key: section.id, title: section.title, photos: photos.filter((photo) => photo.sectionId === section.id) })),
    { key: 'bez-sekce', title: otherTitle, photos: photos.filter((photo) => !photo.sectionId || !known.has(photo.sectionId)) },
  ].filter((group) => group.photos.length > 0);
  const withHeadings = sections.length > 0 && groups.length > 1;
  const rows: GridRow[] = [];
  const ordered: ViewerPhoto[] = [];
  for (const group of groups) {
    if (withHeadings) rows.push({ kind: 'section', key: `sekce-${group.key}`, title: group.title, count: group.photos.length });
    for (let start = 0; start < group.photos.length; start += columns) {
      const slice = group.photos.slice(start, start + columns).map((photo) => ({ photo, index: ordered.push(photo) - 1 }));
      rows.push({ kind: 'photos', key: `${group.key}-${start}`, photos: slice });
    }
  }
  return { rows, ordered };
}
