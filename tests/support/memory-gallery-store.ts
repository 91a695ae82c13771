import type { Booking } from '../../domain/booking/booking';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { InMemoryAuth } from '../../adapters/memory/in-memory-auth';
import { InMemoryBookingRepository } from '../../adapters/memory/in-memory-booking-repository';
import { InMemoryContentBackend } from '../../adapters/memory/in-memory-content-backend';
import { InMemoryFileStorage } from '../../adapters/memory/in-memory-file-storage';
import { InMemoryGalleryData, type GallerySeed } from '../../adapters/memory/in-memory-gallery-store';
import { InMemoryOutbox, memoryMailSettings } from '../../adapters/memory/in-memory-outbox';

/** A PNG header of 1300 × 866 px: the fakes measure it and cut renditions up to 1300 (they encode no pixels). */
export const PNG_1300 = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 5, 20, 0, 0, 3, 98]);

/**
 * The galleries' store over the in-memory fakes, as the memory profile wires it: the bucket fake, the mail outbox and
 * the bookings (for the couple's e-mail) the use cases under test read.
 */
export function memoryGalleryStore(now: Date, galleries: readonly GallerySeed[], bookings: Booking[] = []) {
  const options = { now: () => now, bookings };
  const files = new InMemoryFileStorage();
  const outbox = new InMemoryOutbox();
  const store = new InMemoryGalleryData(() => now, galleries).store({
    bookings: new InMemoryBookingRepository(options),
    auth: new InMemoryAuth(options),
    files,
    outbox,
    mail: memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options)),
  });
  return { files, outbox, store };
}
