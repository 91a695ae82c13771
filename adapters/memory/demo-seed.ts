import { demoBankPayments } from './demo-bank';
import { demoGallery, demoGalleryBooking } from './demo-gallery';
import { demoSeason } from './demo-season';
import type { MemoryAdapterOptions } from './memory-adapter-options';

/**
 * Everything the browser demo starts from: the busy season (demo-season.ts) and the demo couple's completed wedding
 * with its delivered gallery (demo-gallery.ts). The couple then has two bookings: the gallery's, and the confirmed one
 * whose deposit and messages "Moje svatba" shows; the desk's "Platby" has a few unassigned payments (demo-bank.ts). `galleryPhotos` makes the gallery larger for benchmarks and scroll tests.
 */
export function demoSeed(now: Date, galleryPhotos?: number): Pick<MemoryAdapterOptions, 'bookings' | 'threads' | 'dateLocks' | 'mails' | 'galleries' | 'bankPayments'> {
  const season = demoSeason(now);
  const bookings = [...season.bookings, demoGalleryBooking(now)];
  return { ...season, bookings, galleries: [demoGallery(now, galleryPhotos)], bankPayments: demoBankPayments(now, bookings) };
}
