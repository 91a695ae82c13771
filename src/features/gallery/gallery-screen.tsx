import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';
import { Alert } from '../../shared/ui/alert/alert';
import { EmptyState } from '../../shared/ui/empty-state/empty-state';
import { csGallery } from '../../texts/cs-gallery';
import { GalleryBar } from './gallery-bar';
import { galleryRows } from './gallery-rows';
import { useGallery } from './gallery-store';
import { PhotoGrid, type FocusRequest } from './photo-grid';

type Filter = 'all' | 'favourites' | 'selection';

// The full-screen viewer (with its selection, consent and sharing controls) is behind a tap: the grid's first screen
// does not wait for its code. It is fetched when the reader reaches for a photo (a finger or button down on the grid,
// focus in it), ahead of the tap or key that opens it, and never on a load that opens no photo (not on hover: Chromium
// sends hover events when the grid renders under a resting pointer, which would make the size report's figure vary).
let viewerModule: Promise<typeof import('./photo-viewer')> | undefined;
const loadViewer = () => (viewerModule ??= import('./photo-viewer'));
const prefetchViewer = () => void loadViewer().catch(() => (viewerModule = undefined));
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

/** An opened gallery: its header, the bar of the couple's selection, downloads and consent, the filters, the grid and the full-screen viewer. */
export function GalleryScreen({ before }: { before?: ReactNode }) {
  const view = useGallery((s) => s.view)!;
  const favourites = useGallery((s) => s.favourites);
  const selection = useGallery((s) => s.selection);
  const actionError = useGallery((s) => s.actionError);
  const dismissError = useGallery((s) => s.dismissError);
  const [filter, setFilter] = useState<Filter>('all');
  // The viewer steps through the list as it was when opened: un-favouriting a photo there must not skip the next one.
  const [opened, setOpened] = useState<{ list: ViewerPhoto[]; index: number } | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const seq = useRef(0);

  const ordered = useMemo(() => galleryRows(view.photos, view.sections, 1, csGallery.grid.otherSection).ordered, [view]);
  const chosen = useMemo(() => new Set(selection?.items.map((item) => item.photoId) ?? []), [selection]);
  const liked = useMemo(() => new Set(favourites), [favourites]);
  const shown = filter === 'favourites' ? ordered.filter((p) => liked.has(p.id)) : filter === 'selection' ? ordered.filter((p) => chosen.has(p.id)) : ordered;
  // Sections only in the whole gallery: a filtered view is one short list.
  const sections = filter === 'all' ? view.sections : [];

  function close() {
    if (!opened) return;
    const photo = opened.list[opened.index];
    setOpened(null);
    const index = shown.findIndex((p) => p.id === photo?.id);
    if (index >= 0) setFocusRequest({ index, seq: ++seq.current });
  }

  const filters: Array<[Filter, string]> = [
    ['all', csGallery.filter.all],
    ['favourites', csGallery.filter.favourites(favourites.length)],
    ...(selection ? ([['selection', csGallery.filter.selection(selection.items.length)]] as Array<[Filter, string]>) : []),
  ];
  const empty = filter === 'favourites' ? [csGallery.empty.favourites, csGallery.empty.favouritesText] : filter === 'selection' ? [csGallery.empty.selection, csGallery.empty.selectionText] : [csGallery.empty.gallery, csGallery.empty.galleryText];

  return (
    <div className="gallery-screen">
      <header className="gallery-header">
        {before}
        <h1>{view.title}</h1>
        <p className="gallery-header__meta">
          {csGallery.header.eventDate(view.eventDate)} · {csGallery.header.count(view.photos.length)}
        </p>
        <p className="gallery-header__meta">{csGallery.header.expiresOn(view.expiresOn)}</p>
      </header>
      {actionError ? <Alert tone="error" error={actionError} onDismiss={dismissError} /> : null}
      <GalleryBar />
      <div className="gallery-filter" role="group" aria-label={csGallery.filter.label}>
        {filters.map(([value, label]) => (
          <button key={value} type="button" className="gallery-filter__option" aria-pressed={filter === value} onClick={() => setFilter(value)}>
            {label}
          </button>
        ))}
      </div>
      <section className="gallery-photos" aria-label={csGallery.grid.label} onPointerDown={prefetchViewer} onFocus={prefetchViewer}>
        {shown.length === 0 ? (
          <EmptyState title={empty[0]!}>{empty[1]}</EmptyState>
        ) : (
          <PhotoGrid photos={shown} sections={sections} selected={chosen} focusRequest={focusRequest} onOpen={(index) => setOpened({ list: shown, index })} />
        )}
      </section>
      {opened ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={opened.list} index={opened.index} onIndexChange={(index) => setOpened({ ...opened, index })} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
