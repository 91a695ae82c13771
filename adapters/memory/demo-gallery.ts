import type { Booking, BookingHistoryEntry } from '../../domain/booking/booking';
import { addDays, pragueDate } from '../../domain/booking/calendar';
import type { Gallery, Photo } from '../../domain/gallery/gallery';
import { DEMO_COUPLE_CONTACT } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import type { GallerySeed } from './in-memory-gallery-store';

/** The demo guests' way in: `/galerie/{DEMO_GUEST_LINK}` with this PIN (the README's demo section names both). */
export const DEMO_GUEST_LINK = 'DemoHostLink2027';
export const DEMO_GUEST_PIN = '246810';
export const DEMO_GALLERY_ID = 'DemoGalleryJanaPetr';
const DEMO_BOOKING_ID = '7a0d3c52-9b1e-4f60-8c21-d3e4f5a6b7a0';
/** The demo's own photos: one per committed demo image. A bench or a test may ask for more (demoGallery's count). */
export const DEMO_PHOTO_COUNT = 40;
/** The most photos a demo gallery can be asked for: the scroll tests use 1,000. */
export const DEMO_PHOTO_LIMIT = 2000;
const SECTIONS = [
  { id: 'sekcePripravy', title: 'Přípravy' },
  { id: 'sekceObrad', title: 'Obřad' },
  { id: 'sekcePortrety', title: 'Portréty' },
  { id: 'sekceHostina', title: 'Hostina' },
];

/** A deterministic hex "hash" for a demo photo (the fake checks only the shape). */
const fakeSha256 = (n: number) => Array.from({ length: 64 }, (_, i) => ((n * 31 + i * 7) % 16).toString(16)).join('');

/** The demo couple's (DEMO_COUPLE_CONTACT) completed wedding three weeks ago, which the gallery belongs to. */
export function demoGalleryBooking(now: Date): Booking {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const step = (days: number, from: BookingHistoryEntry['from'], to: BookingHistoryEntry['to']): BookingHistoryEntry => ({ at: at(days), by: 'fotograf@example.cz', from, to });
  return {
    id: DEMO_BOOKING_ID,
    reservationCode: 'DJPH-4K8M',
    status: 'completed',
    kind: 'full',
    weddingDate: addDays(pragueDate(now), -21),
    ceremonyTime: '13:00',
    contact: { ...DEMO_COUPLE_CONTACT },
    packageSlug: 'cely-den',
    extras: [],
    venue: 'Zámek Hluboká',
    town: 'Hluboká nad Vltavou',
    guests: 70,
    consentAt: at(300),
    createdAt: at(300),
    updatedAt: at(5),
    history: [{ at: at(300), by: 'public', from: null, to: 'new' }, step(298, 'new', 'confirmed'), step(290, 'confirmed', 'deposit-paid'), step(5, 'deposit-paid', 'completed')],
  };
}

/**
 * The demo's delivered gallery: 40 photos whose images are the demo weddings' committed SVGs (public/media/demo),
 * in four sections, captured through the wedding day, a selection of 20 open for a month, guests with the web size.
 * With a larger `count` (the benchmarks' 500, the scroll tests' 1,000) the images repeat, each a photo of its own.
 */
export function demoGallery(now: Date, count = DEMO_PHOTO_COUNT): GallerySeed {
  const weddingDay = addDays(pragueDate(now), -21);
  const demoImages = demoContent.weddings.flatMap((wedding) => wedding.gallery).filter((image) => image.url.endsWith('.svg')).slice(0, DEMO_PHOTO_COUNT);
  const images = Array.from({ length: Math.max(1, Math.min(count, DEMO_PHOTO_LIMIT)) }, (_, i) => demoImages[i % demoImages.length]!);
  const photos: Photo[] = images.map((image, i) => ({
    id: `DemoPhoto${String(i + 1).padStart(3, '0')}`,
    fileName: `DSC_${String(4100 + i * 7).padStart(4, '0')}.jpg`,
    size: 18_000_000 + ((i * 7_919_003) % 14_000_000),
    sha256: fakeSha256(i + 1),
    capturedAt: `${weddingDay}T${String(9 + Math.floor((i * 12) / images.length)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}:00`,
    order: null,
    sectionId: SECTIONS[Math.floor((i * SECTIONS.length) / images.length)]!.id,
    hidden: false,
    width: image.width,
    height: image.height,
    renditions: 'ready',
    portfolio: 'inherit',
  }));
  const at = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const gallery: Gallery = {
    id: DEMO_GALLERY_ID,
    bookingId: DEMO_BOOKING_ID,
    title: 'Jana a Petr – Zámek Hluboká',
    eventDate: weddingDay,
    coverPhotoId: photos[0]!.id,
    sections: SECTIONS,
    expiresOn: addDays(weddingDay, 365),
    state: 'published',
    rights: { couple: 'original', guests: 'web' },
    guestLink: { id: DEMO_GUEST_LINK, pinDigest: '' },
    selection: { quota: 20, deadline: addDays(pragueDate(now), 30) },
    portfolioConsent: 'undecided',
    askGuestContact: true,
    storageBytes: photos.reduce((sum, photo) => sum + photo.size, 0),
    createdAt: at,
    updatedAt: at,
  };
  return { gallery, photos, images: Object.fromEntries(photos.map((photo, i) => [photo.id, images[i]!.url])), guestPin: DEMO_GUEST_PIN };
}
