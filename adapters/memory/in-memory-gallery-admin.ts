import { inject, injectable } from 'inversify';
import {
  createGallery, extendGalleryExpiry, galleryStorageUsed, listGalleries, publishGallery, readGallery, readGallerySelection,
  rotateGuestLink, setGalleryCover, setGallerySections, setGuestPin, updateGallery, type DeskCall,
} from '../../application/gallery/gallery-desk';
import {
  registerUploadedPhoto, removeGalleryPhoto, reorderGalleryPhotos, setPhotosHidden, setPhotosSection,
} from '../../application/gallery/gallery-desk-photos';
import { makePhotoRenditions } from '../../application/gallery/make-photo-renditions';
import { galleryOriginalFile } from '../../domain/gallery/gallery-storage';
import type { Gallery, GallerySection, RenditionState } from '../../domain/gallery/gallery';
import type { GalleryInput } from '../../domain/gallery/gallery-input';
import { callerOf } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { AdminGallery, AdminPhoto, AdminSelection, GalleryAdminPort, GalleryStorageReport, GallerySummary, GuestAccess } from '../../ports/gallery-admin-port';
import { TOKENS } from '../../ports/tokens';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { InMemoryAuth } from './in-memory-auth';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryFileStorage } from './in-memory-file-storage';
import type { InMemoryGalleryData } from './in-memory-gallery-store';
import type { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryPhotoRenditions } from './in-memory-photo-renditions';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/** The photographer's gallery desk on the fakes: the same use cases as the gallery callables (application/gallery). */
@injectable()
export class InMemoryGalleryAdmin implements GalleryAdminPort {
  private readonly store: GalleryStore;

  constructor(
    @inject(MEMORY_TOKENS.GalleryData) private readonly data: InMemoryGalleryData,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.BookingStore) bookings: InMemoryBookingStore,
    @inject(TOKENS.VisitorAuth) visitors: InMemoryAuth,
    @inject(TOKENS.FileStorage) private readonly files: InMemoryFileStorage,
    @inject(MEMORY_TOKENS.Outbox) outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.Mail) mail: MailSettings,
  ) {
    this.store = data.store({ bookings, auth: visitors, files, outbox, mail });
  }

  private call(): DeskCall {
    return { caller: callerOf(this.auth.currentUser()), now: this.options.now?.() ?? new Date() };
  }

  list(): Promise<GallerySummary[]> {
    return listGalleries(this.call(), this.store);
  }
  get(galleryId: string): Promise<AdminGallery> {
    return readGallery({ ...this.call(), galleryId }, this.store);
  }
  create(input: Partial<GalleryInput>): Promise<Gallery> {
    return createGallery({ ...this.call(), input }, this.store);
  }
  update(galleryId: string, patch: Partial<GalleryInput>): Promise<Gallery> {
    return updateGallery({ ...this.call(), galleryId, patch }, this.store);
  }
  publish(galleryId: string): Promise<Gallery> {
    return publishGallery({ ...this.call(), galleryId, publish: true }, this.store);
  }
  unpublish(galleryId: string): Promise<Gallery> {
    return publishGallery({ ...this.call(), galleryId, publish: false }, this.store);
  }
  setSections(galleryId: string, sections: GallerySection[]): Promise<Gallery> {
    return setGallerySections({ ...this.call(), galleryId, sections }, this.store);
  }
  registerPhoto(galleryId: string, photoId: string): Promise<AdminPhoto> {
    return registerUploadedPhoto({ ...this.call(), galleryId, photoId }, this.store);
  }
  removePhoto(galleryId: string, photoId: string): Promise<void> {
    return removeGalleryPhoto({ ...this.call(), galleryId, photoId }, this.store);
  }
  reorder(galleryId: string, photoIds: string[]): Promise<void> {
    return reorderGalleryPhotos({ ...this.call(), galleryId, photoIds }, this.store);
  }
  setHidden(galleryId: string, photoIds: string[], hidden: boolean): Promise<void> {
    return setPhotosHidden({ ...this.call(), galleryId, photoIds, hidden }, this.store);
  }
  setSection(galleryId: string, photoIds: string[], sectionId: string | null): Promise<void> {
    return setPhotosSection({ ...this.call(), galleryId, photoIds, sectionId }, this.store);
  }
  setCover(galleryId: string, photoId: string | null): Promise<Gallery> {
    return setGalleryCover({ ...this.call(), galleryId, photoId }, this.store);
  }
  setGuestPin(galleryId: string, pin: string): Promise<GuestAccess> {
    return setGuestPin({ ...this.call(), galleryId, pin }, this.store);
  }
  rotateGuestLink(galleryId: string): Promise<GuestAccess> {
    return rotateGuestLink({ ...this.call(), galleryId }, this.store);
  }
  extendExpiry(galleryId: string, expiresOn: string): Promise<Gallery> {
    return extendGalleryExpiry({ ...this.call(), galleryId, expiresOn }, this.store);
  }
  selection(galleryId: string): Promise<AdminSelection | null> {
    return readGallerySelection({ ...this.call(), galleryId }, this.store);
  }
  storageUsed(galleryId: string): Promise<GalleryStorageReport> {
    return galleryStorageUsed({ ...this.call(), galleryId }, this.store);
  }
  /**
   * The functions' use case over the renditions fake (the layout written, the size measured from the header); the
   * fake encodes no image, so the page is then served the original's bytes from a blob: URL (the file fake's memory://
   * URLs are no image source a page's CSP allows).
   */
  async makeRenditions(galleryId: string, photoId: string): Promise<RenditionState> {
    const made = await makePhotoRenditions({ ...this.call(), galleryId, photoId }, this.store, new InMemoryPhotoRenditions(this.files));
    const path = galleryOriginalFile(galleryId, photoId);
    const [bytes, info] = await Promise.all([this.files.read(path), this.files.info(path)]);
    const image = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: info.contentType })) : undefined;
    await this.data.markRenditions(galleryId, photoId, made.renditions, image);
    return made.renditions;
  }
}
