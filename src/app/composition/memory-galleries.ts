// The galleries' fakes with their use cases, in a chunk of their own: the memory profile loads them on the first
// gallery call, so the demo's other pages do not carry them.
import type { Container } from 'inversify';
import type { InMemoryFileStorage } from '../../../adapters/memory/in-memory-file-storage';
import { InMemoryGalleryAdmin } from '../../../adapters/memory/in-memory-gallery-admin';
import { InMemoryGalleryData } from '../../../adapters/memory/in-memory-gallery-store';
import { InMemoryGalleryViewer } from '../../../adapters/memory/in-memory-gallery-viewer';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import type { GalleryAdminPort } from '../../../ports/gallery-admin-port';
import type { GalleryViewerPort } from '../../../ports/gallery-viewer-port';
import { TOKENS } from '../../../ports/tokens';
import type { GalleryPrivacyStore } from '../../../ports/units/gallery-privacy-store-port';
import { loadedAdapter } from './lazy-port';

/** One data fake shared by the desk and the viewer, over the container's bookings, accounts, files and outbox. */
export async function memoryGalleries(container: Container): Promise<{ admin: GalleryAdminPort; viewer: GalleryViewerPort; privacy: GalleryPrivacyStore }> {
  const options = container.get(MEMORY_TOKENS.Options);
  const data = new InMemoryGalleryData(() => options.now?.() ?? new Date(), options.galleries ?? []);
  const bookings = container.get(MEMORY_TOKENS.BookingStore);
  const visitors = container.get(TOKENS.VisitorAuth) as ConstructorParameters<typeof InMemoryGalleryViewer>[1];
  // The fakes read back what the file-storage fake holds (renditions, ZIP parts): InMemoryFileStorage in memory.ts, lazy.
  const files = await loadedAdapter<InMemoryFileStorage>(container.get(TOKENS.FileStorage));
  const outbox = container.get(MEMORY_TOKENS.Outbox);
  const mail = container.get(MEMORY_TOKENS.Mail);
  return {
    admin: new InMemoryGalleryAdmin(data, container.get(TOKENS.AdminAuth), options, bookings, visitors, files, outbox, mail),
    viewer: new InMemoryGalleryViewer(data, visitors, options, bookings, files, outbox, mail),
    privacy: data.privacyStore({ bookings, auth: visitors, files, outbox, mail }),
  };
}
