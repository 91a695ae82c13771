import { addDays, pragueDate } from '../../../domain/booking/calendar';
import type { Gallery } from '../../../domain/gallery/gallery';
import { DEMO_GUEST_LINK, DEMO_GUEST_PIN, demoGallery, demoGalleryBooking } from '../../../adapters/memory/demo-gallery';
import type { GallerySeed } from '../../../adapters/memory/in-memory-gallery-store';
import type { MemoryContainerOptions } from '../../../src/app/composition/memory';
import { forgetGuestPass, keepGuestPass } from '../../../src/features/gallery/guest-pass-storage';
import { TOKENS } from '../../../ports/tokens';
import type { AppStoryParameters } from '../../support/app-story';
import { storyAccounts } from '../../support/story-setup';

type Setup = NonNullable<AppStoryParameters['setup']>;
const now = new Date();

export const GUEST_URL = `/galerie/${DEMO_GUEST_LINK}`;

/**
 * The demo gallery with `count` photos (the 40 demo images repeated, each a photo of its own) and any changes: the
 * 1,000-photo story shows the grid stays virtualised; 0 photos the empty gallery.
 */
export function galleryWith(count: number, changes: Partial<Gallery> = {}): MemoryContainerOptions {
  const seed = demoGallery(now, Math.max(1, count));
  const gallery: GallerySeed = { ...seed, photos: count > 0 ? seed.photos : [], gallery: { ...seed.gallery, ...changes } };
  return { bookings: [demoGalleryBooking(now)], galleries: [gallery] };
}

export const expiredYesterday = { expiresOn: addDays(pragueDate(now), -1) };

/** A fresh visit: no pass kept from another story in this tab. */
export const freshGuest: Setup = () => forgetGuestPass(DEMO_GUEST_LINK);

/** A guest who entered the PIN already (the pass is in sessionStorage, as after the form). */
export const guestInside: Setup = async (services) => {
  forgetGuestPass(DEMO_GUEST_LINK);
  keepGuestPass(DEMO_GUEST_LINK, await services.get(TOKENS.GalleryViewer).openAsGuest(DEMO_GUEST_LINK, DEMO_GUEST_PIN));
};

export const coupleSignedIn: Setup = async (services) => {
  await services.get(TOKENS.VisitorAuth).signIn(storyAccounts.visitor);
};
