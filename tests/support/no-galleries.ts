import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';

const none = (): never => {
  throw new Error('No gallery was listed, so none may be read or changed');
};

/** For a privacy or retention test about bookings and mails only: a database with no gallery for the use case to find. */
export const NO_GALLERIES: GalleryPrivacyStore = {
  galleriesOf: async () => [],
  expiredBefore: async function* () {},
  bookingEmail: async () => none(),
  photos: async () => none(),
  favourites: async () => none(),
  selection: async () => none(),
  atomically: async () => none(),
  deleteGallery: async () => none(),
  forgetViewer: async () => none(),
};
