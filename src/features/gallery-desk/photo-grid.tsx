import { useEffect, useMemo, useState } from 'react';
import type { Gallery } from '../../../domain/gallery/gallery';
import type { AdminPhoto } from '../../../ports/gallery-admin-port';
import { Badge, type BadgeTone } from '../../shared/ui/badge/badge';
import { Button } from '../../shared/ui/button/button';
import { Menu } from '../../shared/ui/menu/menu';
import { Select } from '../../shared/ui/select/select';
import { useGridBox, useWindowRows } from '../../shared/virtual/use-window-rows';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { errorMessage } from '../../texts/cs-errors';

const t = csAdminGallery.grid;
const CONSENT_TONES: Record<AdminPhoto['consent'], BadgeTone> = { undecided: 'neutral', allowed: 'success', refused: 'danger' };

export interface PhotoGridActions {
  /** The whole order after moving one photo by `by` places. */
  move(photoId: string, by: -1 | 1): void;
  setHidden(photoId: string, hidden: boolean): void;
  setCover(photoId: string | null): void;
  setSection(photoId: string, sectionId: string | null): void;
}

function Thumb({ photo }: { photo: AdminPhoto }) {
  const [broken, setBroken] = useState(false);
  if (photo.renditions === 'failed') {
    // Why, in the words the upload queue uses: the photographer decides whether to upload the file again.
    return (
      <div className="gallery-photo-thumb">
        {t.failed}
        {photo.renditionsError ? <small>{errorMessage(photo.renditionsError)}</small> : null}
      </div>
    );
  }
  if (photo.thumb && !broken) return <img className="gallery-photo-thumb" src={photo.thumb} alt="" loading="lazy" onError={() => setBroken(true)} />;
  return <div className="gallery-photo-thumb">{t.pending}</div>;
}

function PhotoCard({ photo, index, count, gallery, actions }: { photo: AdminPhoto; index: number; count: number; gallery: Gallery; actions: PhotoGridActions }) {
  const isCover = gallery.coverPhotoId === photo.id;
  return (
    <div role="listitem" className="gallery-photo" data-hidden={photo.hidden || undefined} aria-label={photo.fileName} aria-posinset={index + 1} aria-setsize={count}>
      <Thumb photo={photo} />
      <p className="gallery-photo-name">
        {index + 1}. {photo.fileName}
      </p>
      <span className="gallery-desk-badges">
        <Badge tone={CONSENT_TONES[photo.consent]}>{csAdminGallery.consent[photo.consent]}</Badge>
        {photo.hidden ? <Badge tone="warning">{t.hidden}</Badge> : null}
        {isCover ? <Badge tone="info">{t.isCover}</Badge> : null}
      </span>
      <div className="gallery-photo-tools">
        <Button size="sm" id={`driv-${photo.id}`} aria-label={t.earlier(photo.fileName)} isDisabled={index === 0} onPress={() => actions.move(photo.id, -1)}>
          ←
        </Button>
        <Button size="sm" id={`pozdeji-${photo.id}`} aria-label={t.later(photo.fileName)} isDisabled={index === count - 1} onPress={() => actions.move(photo.id, 1)}>
          →
        </Button>
        <Menu
          label={t.actions(photo.fileName)}
          size="sm"
          items={[
            { id: 'hide', label: photo.hidden ? t.show : t.hide, onAction: () => actions.setHidden(photo.id, !photo.hidden) },
            { id: 'cover', label: isCover ? t.uncover : t.cover, onAction: () => actions.setCover(isCover ? null : photo.id) },
          ]}
        />
      </div>
      {gallery.sections.length > 0 ? (
        <Select
          label={t.section}
          size="sm"
          value={photo.sectionId ?? ''}
          onValue={(value) => actions.setSection(photo.id, value || null)}
          options={[{ value: '', label: t.noSection }, ...gallery.sections.map((section) => ({ value: section.id, label: section.title }))]}
        />
      ) : null}
    </div>
  );
}

// The card's least width and the gap between cards (gallery-desk.css lays the row out with the same numbers).
const CARD_MIN_WIDTH = 208;
const CARD_GAP = 16;
// A card's text, badges and buttons under its 3:2 thumbnail, and the section picker when there are sections: only the
// first guess, each rendered row is measured.
const CARD_TEXT_HEIGHT = 150;
const SECTION_PICKER_HEIGHT = 72;

/**
 * The gallery's photos in their order: moved by buttons (keyboard and screen readers alike; the moved photo keeps the
 * focus and its new place is announced), hidden, made the cover, put in a section, each with the couple's effective
 * portfolio consent. Virtualised like the viewer's grid (rows over the window's scroll), so a wedding of 1,000 photos
 * keeps a bounded DOM; each card says its place (aria-posinset/setsize) since the list holds only the rows in view.
 */
export function PhotoGrid({ gallery, photos, actions, announcement }: { gallery: Gallery; photos: AdminPhoto[]; actions: PhotoGridActions; announcement: string }) {
  const { ref, width, scrollMargin } = useGridBox<HTMLDivElement>();
  const columns = Math.max(1, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP)));
  const cardWidth = (width - CARD_GAP * (columns - 1)) / columns;
  const rows = useMemo(() => Array.from({ length: Math.ceil(photos.length / columns) }, (_, row) => row * columns), [photos.length, columns]);
  const estimate = Math.round((cardWidth * 2) / 3 + CARD_TEXT_HEIGHT + (gallery.sections.length > 0 ? SECTION_PICKER_HEIGHT : 0) + CARD_GAP);
  const virtualizer = useWindowRows(rows.length, () => estimate, scrollMargin);
  return (
    <>
      <p>{t.orderHint}</p>
      <p role="status" className="gallery-file-input">
        {announcement}
      </p>
      <div ref={ref} role="list" className="gallery-photo-grid" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="none"
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="gallery-photo-row"
            style={{ transform: `translateY(${item.start - scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {photos.slice(rows[item.index]!, rows[item.index]! + columns).map((photo, i) => (
              <PhotoCard key={photo.id} photo={photo} index={rows[item.index]! + i} count={photos.length} gallery={gallery} actions={actions} />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

/** Puts the focus back on a moved photo's button once the grid shows the new order (moving a node drops its focus). */
export function useFocusAfterMove(): (elementId: string) => void {
  const [target, setTarget] = useState<{ id: string; n: number } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id) => setTarget((current) => ({ id, n: (current?.n ?? 0) + 1 }));
}
