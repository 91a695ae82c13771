import type { ServiceIdentifier } from 'inversify';
import type { UploadQueueStore } from './upload-queue-store';

/**
 * The gallery desk's upload queue: one per desk session, bound in the container, so uploads go on while the
 * photographer moves between the gallery's screens. A token of its own, so a composition binds it without its code.
 */
export const UPLOAD_QUEUE_STORE = Symbol.for('store.GalleryUploadQueue') as ServiceIdentifier<UploadQueueStore>;
