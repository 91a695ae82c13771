import { DomainError } from '../../domain/errors';
import { changeSelection, submitSelection, type SelectionChange } from '../../domain/gallery/selection';
import { lightroomFilter } from '../../domain/gallery/lightroom-filter';
import { selectionSubmittedMail } from '../../domain/mail/templates/selection-submitted';
import type { SelectionView } from '../../ports/gallery-viewer-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { mailContext } from '../mail/mail-context';
import { requireCouple, resolveViewer, type ViewerRequest } from './gallery-viewer';
import { selectionView } from './view-gallery';

const CHANGE_KINDS = ['add', 'remove', 'comment'] as const;

function readChange(value: unknown): SelectionChange {
  const change = (value ?? {}) as { kind?: unknown; photoId?: unknown; comment?: unknown };
  if (!(CHANGE_KINDS as readonly unknown[]).includes(change.kind) || typeof change.photoId !== 'string') throw new DomainError('gallery/photo-not-found');
  return change as SelectionChange;
}

/** One change to the couple's "Výběr do alba", in one unit (two phones editing at once cannot pass the quota). */
export async function changeMySelection(request: ViewerRequest & { change: unknown }, store: GalleryStore): Promise<SelectionView> {
  const viewer = await resolveViewer(request, store);
  requireCouple(viewer);
  const change = readChange(request.change);
  return store.atomically(async (unit) => {
    const [gallery, photos, current] = await Promise.all([
      unit.gallery(viewer.gallery.id),
      unit.photos(viewer.gallery.id),
      unit.selection(viewer.gallery.id, viewer.viewerId),
    ]);
    if (!gallery) throw new DomainError('gallery/not-found');
    const after = changeSelection(gallery, photos, current, change, request.now);
    await unit.saveSelection(gallery.id, viewer.viewerId, after);
    return selectionView(gallery, after, request.now)!;
  });
}

/**
 * The couple sends their selection: it is locked, and the photographer gets a mail with the file names, the comments
 * and the Lightroom filter (its id names the gallery, so a retried unit queues it once).
 */
export async function submitMySelection(request: ViewerRequest, store: GalleryStore): Promise<SelectionView> {
  const viewer = await resolveViewer(request, store);
  requireCouple(viewer);
  const context = await mailContext(store.mail, request.now);
  return store.atomically(async (unit) => {
    const [gallery, photos, current] = await Promise.all([
      unit.gallery(viewer.gallery.id),
      unit.photos(viewer.gallery.id),
      unit.selection(viewer.gallery.id, viewer.viewerId),
    ]);
    if (!gallery) throw new DomainError('gallery/not-found');
    const sent = submitSelection(gallery, photos, current, request.now);
    const named = sent.items.map((item) => ({ fileName: photos.find((photo) => photo.id === item.photoId)!.fileName, comment: item.comment }));
    const message = selectionSubmittedMail(gallery, named, lightroomFilter(named.map((item) => item.fileName)), context);
    await unit.saveSelection(gallery.id, viewer.viewerId, sent);
    if (context.photographerEmail) {
      await unit.queueMails([
        { id: `gallery-${gallery.id}-selection`, ...(context.from ? { from: context.from } : {}), to: context.photographerEmail, message },
      ]);
    }
    return selectionView(gallery, sent, request.now)!;
  });
}
