import { useEffect, useState } from 'react';
import type { Gallery } from '../../../domain/gallery/gallery';
import type { AdminGallery, AdminPhoto } from '../../../ports/gallery-admin-port';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Card } from '../../shared/ui/card/card';
import { EmptyState } from '../../shared/ui/empty-state/empty-state';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { DeskLoadState } from './desk-load-state';
import { GalleryHeader, useGalleryId } from './gallery-header';
import { PhotoGrid, useFocusAfterMove, type PhotoGridActions } from './photo-grid';
import { UploadPanel } from './upload-panel';
import { UPLOAD_QUEUE_STORE, useUploadQueue } from './upload-queue-store';
import { useDeskAction, useDeskResource } from './use-desk-call';
import './gallery-desk.css';

const t = csAdminGallery.grid;

/** Resolved before this page renders: the queue's code loads with the page. */
export const services = [UPLOAD_QUEUE_STORE];

/** The photos of a gallery: the upload queue above, the grid of what is in the gallery below. */
export function Component() {
  const galleries = useService(TOKENS.GalleryAdmin);
  const galleryId = useGalleryId();
  const resource = useDeskResource(() => galleries.get(galleryId), galleryId);
  // Each photo the queue registers shows in the grid: reload when the count of finished uploads grows.
  const finished = useUploadQueue((state) => state.items.filter((item) => item.galleryId === galleryId && item.status === 'done').length);
  useEffect(() => {
    if (finished > 0) void resource.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload is stable; only a new finished upload matters
  }, [finished]);
  return (
    <div className="gallery-desk">
      <GalleryHeader galleryId={galleryId} gallery={resource.data?.gallery ?? null} archived={resource.data?.archived ?? false} screen={csAdminGallery.nav.photos} />
      <UploadPanel galleryId={galleryId} />
      <Card title={t.title}>
        <DeskLoadState resource={resource}>{(data) => <Grid data={data} reload={resource.reload} />}</DeskLoadState>
      </Card>
    </div>
  );
}

function Grid({ data, reload }: { data: AdminGallery; reload(): Promise<void> }) {
  const galleries = useService(TOKENS.GalleryAdmin);
  // The order shown at once (moving is instant); the server's answer replaces it on reload.
  const [photos, setPhotos] = useState<AdminPhoto[]>(data.photos);
  const [gallery, setGallery] = useState<Gallery>(data.gallery);
  const [announcement, setAnnouncement] = useState('');
  const focus = useFocusAfterMove();
  useEffect(() => {
    setPhotos(data.photos);
    setGallery(data.gallery);
  }, [data]);
  const change = useDeskAction(async (work: () => Promise<unknown>) => {
    try {
      await work();
    } finally {
      await reload();
    }
  });

  const actions: PhotoGridActions = {
    move(photoId, by) {
      const from = photos.findIndex((photo) => photo.id === photoId);
      const to = from + by;
      if (from < 0 || to < 0 || to >= photos.length) return;
      const next = [...photos];
      next.splice(to, 0, ...next.splice(from, 1));
      setPhotos(next);
      const name = next[to]!.fileName;
      setAnnouncement(t.moved(name, to + 1));
      // At either end the pressed button is disabled now: the focus goes to the other one.
      const atEdge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
      focus(`${(by === -1) !== atEdge ? 'driv' : 'pozdeji'}-${photoId}`);
      void change.run(() => galleries.reorder(gallery.id, next.map((photo) => photo.id)));
    },
    setHidden: (photoId, hidden) => void change.run(() => galleries.setHidden(gallery.id, [photoId], hidden)),
    setCover: (photoId) => void change.run(async () => setGallery(await galleries.setCover(gallery.id, photoId))),
    setSection: (photoId, sectionId) => void change.run(() => galleries.setSection(gallery.id, [photoId], sectionId)),
  };
  return (
    <>
      {change.error ? <Alert tone="error" error={change.error} /> : null}
      {photos.length === 0 ? (
        <EmptyState title={t.empty} level={3}>
          {t.emptyHint}
        </EmptyState>
      ) : (
        <PhotoGrid gallery={gallery} photos={photos} actions={actions} announcement={announcement} />
      )}
    </>
  );
}
