import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { DeskLoadState } from './desk-load-state';
import { GalleryDetailsForm } from './gallery-details-form';
import { GalleryHeader, useGalleryId } from './gallery-header';
import { GallerySectionsCard } from './gallery-sections-card';
import { GuestAccessCard } from './guest-access-card';
import { PublishCard, StorageCard } from './publish-card';
import { useDeskResource } from './use-desk-call';
import './gallery-desk.css';

/** The gallery's settings: details, publishing, sections, the guests' link and PIN, and the storage it takes. */
export function Component() {
  const galleries = useService(TOKENS.GalleryAdmin);
  const galleryId = useGalleryId();
  const resource = useDeskResource(async () => {
    const [admin, storage] = await Promise.all([galleries.get(galleryId), galleries.storageUsed(galleryId)]);
    return { ...admin, storage };
  }, galleryId);
  const reload = () => void resource.reload();
  return (
    <div className="gallery-desk">
      <GalleryHeader galleryId={galleryId} gallery={resource.data?.gallery ?? null} archived={resource.data?.archived ?? false} screen={csAdminGallery.nav.settings} />
      <DeskLoadState resource={resource}>
        {({ gallery, storage }) => (
          <>
            <PublishCard gallery={gallery} onChanged={reload} />
            <GalleryDetailsForm gallery={gallery} onSaved={reload} />
            <GallerySectionsCard gallery={gallery} onSaved={reload} />
            <GuestAccessCard gallery={gallery} onChanged={reload} />
            <StorageCard report={storage} />
          </>
        )}
      </DeskLoadState>
    </div>
  );
}
