import { inject, injectable } from 'inversify';
import type { Gallery, GallerySection, RenditionState } from '../../domain/gallery/gallery';
import type { GalleryInput } from '../../domain/gallery/gallery-input';
import type { AdminGallery, AdminPhoto, AdminSelection, GalleryAdminPort, GalleryStorageReport, GallerySummary, GuestAccess } from '../../ports/gallery-admin-port';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/**
 * The photographer's gallery desk over the gallery callables, with the SDK as the signed-in admin (as the booking
 * desk): the functions check the admin claim and do every write; firestore.rules let the desk only read.
 */
@injectable()
export class FirebaseGalleryAdmin implements GalleryAdminPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  async list(): Promise<GallerySummary[]> {
    return (await callFunction(this.startup, 'listGalleries', {})).galleries;
  }
  get(galleryId: string): Promise<AdminGallery> {
    return callFunction(this.startup, 'getGallery', { galleryId });
  }
  create(input: Partial<GalleryInput>): Promise<Gallery> {
    return callFunction(this.startup, 'createGallery', { input });
  }
  update(galleryId: string, patch: Partial<GalleryInput>): Promise<Gallery> {
    return callFunction(this.startup, 'updateGallery', { galleryId, patch });
  }
  publish(galleryId: string): Promise<Gallery> {
    return callFunction(this.startup, 'publishGallery', { galleryId, publish: true });
  }
  unpublish(galleryId: string): Promise<Gallery> {
    return callFunction(this.startup, 'publishGallery', { galleryId, publish: false });
  }
  setSections(galleryId: string, sections: GallerySection[]): Promise<Gallery> {
    return callFunction(this.startup, 'setGallerySections', { galleryId, sections });
  }
  registerPhoto(galleryId: string, photoId: string): Promise<AdminPhoto> {
    return callFunction(this.startup, 'registerGalleryPhoto', { galleryId, photoId });
  }
  async removePhoto(galleryId: string, photoId: string): Promise<void> {
    await callFunction(this.startup, 'removeGalleryPhoto', { galleryId, photoId });
  }
  async reorder(galleryId: string, photoIds: string[]): Promise<void> {
    await callFunction(this.startup, 'reorderGalleryPhotos', { galleryId, photoIds });
  }
  async setHidden(galleryId: string, photoIds: string[], hidden: boolean): Promise<void> {
    await callFunction(this.startup, 'setGalleryPhotosHidden', { galleryId, photoIds, hidden });
  }
  async setSection(galleryId: string, photoIds: string[], sectionId: string | null): Promise<void> {
    await callFunction(this.startup, 'setGalleryPhotosSection', { galleryId, photoIds, sectionId });
  }
  setCover(galleryId: string, photoId: string | null): Promise<Gallery> {
    return callFunction(this.startup, 'setGalleryCover', { galleryId, photoId });
  }
  setGuestPin(galleryId: string, pin: string): Promise<GuestAccess> {
    return callFunction(this.startup, 'setGuestPin', { galleryId, pin });
  }
  rotateGuestLink(galleryId: string): Promise<GuestAccess> {
    return callFunction(this.startup, 'rotateGuestLink', { galleryId });
  }
  extendExpiry(galleryId: string, expiresOn: string): Promise<Gallery> {
    return callFunction(this.startup, 'extendGalleryExpiry', { galleryId, expiresOn });
  }
  async selection(galleryId: string): Promise<AdminSelection | null> {
    return (await callFunction(this.startup, 'readGallerySelection', { galleryId })).selection;
  }
  storageUsed(galleryId: string): Promise<GalleryStorageReport> {
    return callFunction(this.startup, 'galleryStorageUsed', { galleryId });
  }
  async makeRenditions(galleryId: string, photoId: string): Promise<RenditionState> {
    return (await callFunction(this.startup, 'makeRenditions', { galleryId, photoId })).renditions;
  }
}
