import { guestPinDigest } from '../../application/gallery/gallery-crypto';
import { newGalleryEntityId } from '../../application/gallery/gallery-ids';
import { DomainError } from '../../domain/errors';
import type { DownloadJob } from '../../domain/gallery/download-job';
import type { Gallery, Photo } from '../../domain/gallery/gallery';
import { galleryFolder, galleryOriginalFile, galleryThumbWidth, galleryZipFolder, renditionWidths } from '../../domain/gallery/gallery-storage';
import type { Selection } from '../../domain/gallery/selection';
import { coupleIdentityOf, normalisedEmail } from '../../domain/user/user';
import type { FileStoragePort } from '../../ports/file-storage-port';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { GalleryKeys, GalleryStore, GalleryUnit } from '../../ports/units/gallery-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { InMemoryAuth } from './in-memory-auth';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import { copy } from './in-memory-call';
import { imageDimensions } from './image-dimensions';

/** A seeded gallery: its photos, the image each photo shows (the demo's), and the guests' PIN in clear. */
export interface GallerySeed {
  gallery: Gallery;
  photos: Photo[];
  /** Photo id → the image URL the fake serves for it (every rendition and the download alike). */
  images?: Record<string, string>;
  /** The guests' PIN; the seed's `guestLink.pinDigest` is computed from it with the fake's key. */
  guestPin?: string;
}

/**
 * The galleries fake: galleries, photos, favourites, selections and download jobs in memory, one atomic section (as
 * the booking fake's), its own keys. The couple is the visitor-accounts fake's user, the bookings and the outbox the
 * booking fake's, the originals the file-storage fake's — so the desk's upload and the couple's view meet.
 */
export class InMemoryGalleryData {
  private readonly galleries = new Map<string, Gallery>();
  private readonly photos = new Map<string, Map<string, Photo>>();
  private readonly viewers = new Map<string, { favourites?: string[]; selection?: Selection }>();
  private readonly jobs = new Map<string, DownloadJob>();
  private readonly images = new Map<string, string>();
  private readonly rates: InMemoryRateLimits;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly seeded: Promise<void>;
  readonly keys: GalleryKeys = { guestPass: newGalleryEntityId(), pin: newGalleryEntityId() };

  constructor(
    private readonly now: () => Date,
    seeds: readonly GallerySeed[] = [],
  ) {
    this.rates = new InMemoryRateLimits(now);
    this.seeded = this.seed(seeds);
  }

  private async seed(seeds: readonly GallerySeed[]): Promise<void> {
    for (const seed of seeds) {
      const guestLink = seed.guestPin && seed.gallery.guestLink
        ? { id: seed.gallery.guestLink.id, pinDigest: await guestPinDigest(this.keys.pin, seed.gallery.id, seed.guestPin) }
        : seed.gallery.guestLink;
      this.galleries.set(seed.gallery.id, copy({ ...seed.gallery, guestLink }));
      this.photos.set(seed.gallery.id, new Map(seed.photos.map((photo) => [photo.id, copy(photo)])));
      for (const [photoId, url] of Object.entries(seed.images ?? {})) this.images.set(photoId, url);
    }
  }

  /** Test hook: the renditions function's verdict on a photo, and the image its renditions then serve. */
  async markRenditions(galleryId: string, photoId: string, renditions: Photo['renditions'], image?: string): Promise<void> {
    await this.seeded;
    if (image) this.images.set(photoId, image);
    const photo = this.photos.get(galleryId)?.get(photoId);
    if (photo) this.photos.get(galleryId)!.set(photoId, { ...photo, renditions });
  }

  private viewer(galleryId: string, viewerId: string) {
    const key = `${galleryId}/${viewerId}`;
    if (!this.viewers.has(key)) this.viewers.set(key, {});
    return this.viewers.get(key)!;
  }

  private unit(outbox: InMemoryOutbox): GalleryUnit {
    return {
      gallery: async (id) => copy(this.galleries.get(id) ?? null),
      photos: async (id) => copy([...(this.photos.get(id)?.values() ?? [])]),
      photo: async (id, photoId) => copy(this.photos.get(id)?.get(photoId) ?? null),
      selection: async (id, viewerId) => copy(this.viewer(id, viewerId).selection ?? null),
      favourites: async (id, viewerId) => [...(this.viewer(id, viewerId).favourites ?? [])],
      saveGallery: async (gallery) => {
        this.galleries.set(gallery.id, copy(gallery));
        if (!this.photos.has(gallery.id)) this.photos.set(gallery.id, new Map());
      },
      savePhotos: async (id, photos) => {
        for (const photo of photos) this.photos.get(id)?.set(photo.id, copy(photo));
      },
      deletePhoto: async (id, photoId) => void this.photos.get(id)?.delete(photoId),
      saveSelection: async (id, viewerId, selection) => void (this.viewer(id, viewerId).selection = copy(selection)),
      saveFavourites: async (id, viewerId, ids) => void (this.viewer(id, viewerId).favourites = [...ids]),
      job: async (jobId) => copy(this.jobs.get(jobId) ?? null),
      saveJob: async (job) => void this.jobs.set(job.id, copy(job)),
      queueMails: async (mails) => outbox.queue(mails, this.now().toISOString()),
    };
  }

  /** The GalleryStore the use cases run over, wired to the other fakes. */
  store(deps: { bookings: InMemoryBookingStore; auth: InMemoryAuth; files: FileStoragePort; outbox: InMemoryOutbox; mail: MailSettings }): GalleryStore {
    const unit = this.unit(deps.outbox);
    const ready = <T>(read: () => Promise<T>) => this.seeded.then(read);
    const image = (gallery: Gallery, photo: Photo) =>
      this.images.get(photo.id) ?? deps.files.url(galleryOriginalFile(gallery.id, photo.id)).catch(() => '');
    return {
      verify: async () => {
        const identity = (await deps.auth.sessionToken()) ? coupleIdentityOf(deps.auth.currentUser()) : null;
        if (!identity) throw new DomainError('auth/not-signed-in');
        return identity;
      },
      countAttempt: async (rules) => this.rates.take(rules),
      atomically: (work) => {
        const run = this.queue.then(() => this.seeded).then(() => work(unit));
        this.queue = run.catch(() => undefined);
        return run;
      },
      list: () => ready(async () => copy([...this.galleries.values()])),
      photos: (id) => ready(() => unit.photos(id)),
      gallery: (id) => ready(() => unit.gallery(id)),
      galleryByLink: (linkId) => ready(async () => copy([...this.galleries.values()].find((g) => g.guestLink?.id === linkId) ?? null)),
      galleriesOf: (email) =>
        ready(async () => {
          const emails = await Promise.all([...this.galleries.values()].map((g) => (g.bookingId ? this.bookingEmail(deps.bookings, g.bookingId) : null)));
          return copy([...this.galleries.values()].filter((_, i) => emails[i] !== null && normalisedEmail(emails[i]!) === email));
        }),
      bookingEmail: (bookingId) => this.bookingEmail(deps.bookings, bookingId),
      favourites: (id, viewerId) => ready(() => unit.favourites(id, viewerId)),
      selection: (id, viewerId) => ready(() => unit.selection(id, viewerId)),
      job: (jobId) => ready(() => unit.job(jobId)),
      pendingRenditions: (limit) =>
        ready(async () => {
          const pending = [...this.photos].flatMap(([galleryId, photos]) =>
            [...photos.values()].filter((photo) => photo.renditions === 'pending' && photo.registeredAt).map((photo) => ({ galleryId, photo: copy(photo) })),
          );
          return pending.sort((a, b) => (a.photo.registeredAt! < b.photo.registeredAt! ? -1 : 1)).slice(0, limit);
        }),
      unfinishedJobs: () => ready(async () => copy([...this.jobs.values()].filter((job) => job.status === 'queued' || job.status === 'building'))),
      readyJobs: () => ready(async () => copy([...this.jobs.values()].filter((job) => job.status === 'ready'))),
      original: async (galleryId, photoId) => {
        const path = galleryOriginalFile(galleryId, photoId);
        const info = await deps.files.info(path).catch(() => null);
        if (!info) return null;
        // As the functions' store: the header's size, else what the upload's metadata says, else unknown (0) until the
        // renditions measure it. A size guessed here would name renditions that were never made.
        const measured = imageDimensions(await deps.files.read(path));
        const width = measured?.width ?? (Number(info.customMetadata.width) || 0);
        const height = measured?.height ?? (Number(info.customMetadata.height) || 0);
        return { size: info.size, contentType: info.contentType, metadata: info.customMetadata, width, height };
      },
      storageUsed: async (galleryId) => {
        const files = await deps.files.list(galleryFolder(galleryId));
        return { bytes: files.reduce((sum, file) => sum + file.size, 0), files: files.length };
      },
      urls: {
        // The demo's one image stands for every format of a width.
        thumb: async (gallery, photo) => {
          const url = await image(gallery, photo);
          return { width: galleryThumbWidth(photo.width), avif: url, webp: url, jpg: url };
        },
        sources: async (gallery, photo) => {
          const url = await image(gallery, photo);
          return renditionWidths(photo.width).map((width) => ({ width, avif: url, webp: url, jpg: url }));
        },
        download: (gallery, photo) => Promise.resolve(image(gallery, photo)),
      },
      keys: this.keys,
      mail: deps.mail,
    };
  }

  /**
   * The GDPR export's, erasure's and retention's view (GalleryPrivacyStore) over the same maps and the file-storage
   * fake: deleting a gallery removes its entries and every file under its folder, as the functions' adapter does.
   */
  privacyStore(deps: Parameters<InMemoryGalleryData['store']>[0]): GalleryPrivacyStore {
    const store = this.store(deps);
    const { galleries, seeded } = this;
    const removeFiles = async (prefix: string) => {
      for (const file of await deps.files.list(prefix)) await deps.files.remove(file.path);
    };
    const forgetJobs = async (galleryId: string, viewerId?: string) => {
      for (const job of [...this.jobs.values()].filter((j) => j.galleryId === galleryId && (viewerId === undefined || j.viewerId === viewerId))) {
        await removeFiles(galleryZipFolder(galleryId, job.id));
        this.jobs.delete(job.id);
      }
    };
    return {
      galleriesOf: store.galleriesOf,
      bookingEmail: store.bookingEmail,
      photos: store.photos,
      favourites: store.favourites,
      selection: store.selection,
      atomically: store.atomically,
      deleteGallery: async (galleryId) => {
        await this.seeded;
        await removeFiles(galleryFolder(galleryId));
        await forgetJobs(galleryId);
        for (const key of [...this.viewers.keys()]) if (key.startsWith(`${galleryId}/`)) this.viewers.delete(key);
        this.photos.delete(galleryId);
        this.galleries.delete(galleryId);
      },
      forgetViewer: async (galleryId, viewerId) => {
        await this.seeded;
        await forgetJobs(galleryId, viewerId);
        this.viewers.delete(`${galleryId}/${viewerId}`);
      },
      expiredBefore: async function* (day) {
        await seeded;
        yield* copy([...galleries.values()].filter((gallery) => gallery.expiresOn < day));
      },
    };
  }

  private async bookingEmail(bookings: InMemoryBookingStore, bookingId: string): Promise<string | null> {
    return (await bookings.get(bookingId))?.contact.email ?? null;
  }
}
