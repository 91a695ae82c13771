import { describe, expect, it } from 'vitest';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';
import { aPhotoSource } from '../../../tests/support/gallery-mother';
import { columnsFor, galleryRows } from './gallery-rows';

const photo = (id: string, sectionId: string | null): ViewerPhoto => ({ id, width: 3, height: 2, sectionId, thumb: aPhotoSource(id, 360, 'thumb'), sources: [], download: null });
const sections = [
  { id: 'obrad', title: 'Obřad' },
  { id: 'hostina', title: 'Hostina' },
];

describe('galleryRows', () => {
  it('groups by the gallery’s section order with headings, puts photos without a section last, and numbers them as shown', () => {
    const photos = [photo('a', 'hostina'), photo('b', null), photo('c', 'obrad'), photo('d', 'hostina'), photo('e', 'obrad'), photo('f', 'obrad')];
    const { rows, ordered } = galleryRows(photos, sections, 2, 'Ostatní');
    expect(ordered.map((p) => p.id)).toEqual(['c', 'e', 'f', 'a', 'd', 'b']);
    expect(rows.map((row) => (row.kind === 'section' ? `# ${row.title} (${row.count})` : row.photos.map((p) => `${p.photo.id}${p.index}`).join(' ')))).toEqual([
      '# Obřad (3)',
      'c0 e1',
      'f2',
      '# Hostina (2)',
      'a3 d4',
      '# Ostatní (1)',
      'b5',
    ]);
  });

  it('shows no headings when every photo is in one group', () => {
    const { rows } = galleryRows([photo('a', 'obrad'), photo('b', 'obrad')], sections, 4, 'Ostatní');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('photos');
  });

  it('keeps two columns on the narrowest phone and fits more on wider screens', () => {
    expect(columnsFor(320)).toBe(2);
    expect(columnsFor(1280)).toBeGreaterThanOrEqual(6);
  });
});
