import { DomainError } from '../../domain/errors';
import type { DownloadScope } from '../../domain/gallery/download-job';
import type { SelectionChange } from '../../domain/gallery/selection';
import type { AuthPort } from '../../ports/auth-port';
import type {
  CoupleGalleryCard, DownloadJobView, GalleryView, GalleryViewer, GalleryViewerPort, GuestPass, PortfolioChoice, PortfolioView, SelectionView,
} from '../../ports/gallery-viewer-port';
import type { WireViewer } from '../../ports/wire/gallery-callable-api';
import { callOverHttp, type FirebaseHttp } from './firebase-http';

/**
 * The couple's and the guests' gallery over the gallery callables with plain fetch, as the portal: the guest page
 * loads no Firebase SDK (and works in Instagram's and Facebook's in-app browsers: no popups, no cookies). The couple's
 * calls carry the visitor's accounts-service session, which the functions verify with Strapi; a guest's carry the pass
 * openAsGuest answered. Free of the DI container's decorators, so the guests' own entry (src/app/gallery-main.tsx)
 * builds it without loading inversify; the container binds FirebaseHttpGalleryViewer.
 */
export class FirebaseHttpGalleryCalls implements GalleryViewerPort {
  constructor(
    protected readonly http: FirebaseHttp,
    private readonly auth: Pick<AuthPort, 'sessionToken'>,
  ) {}

  /** The visitor's session for a call that needs one; without a session nothing is sent. */
  private async session(): Promise<string> {
    const token = await this.auth.sessionToken?.();
    if (!token) throw new DomainError('auth/not-signed-in');
    return token;
  }

  private async wire(viewer: GalleryViewer): Promise<WireViewer> {
    return viewer.as === 'guest' ? { guestPass: viewer.pass } : { session: await this.session(), galleryId: viewer.galleryId };
  }

  async myGalleries(): Promise<CoupleGalleryCard[]> {
    return (await callOverHttp(this.http, 'myGalleries', { session: await this.session() })).galleries;
  }
  guestEntry(linkId: string): Promise<{ askContact: boolean }> {
    return callOverHttp(this.http, 'guestGalleryEntry', { linkId });
  }
  openAsGuest(linkId: string, pin: string, contact: { name?: string; email?: string } = {}): Promise<GuestPass> {
    return callOverHttp(this.http, 'openGuestGallery', { linkId, pin, ...contact });
  }
  async open(viewer: GalleryViewer): Promise<GalleryView> {
    return callOverHttp(this.http, 'openGallery', { viewer: await this.wire(viewer) });
  }
  async setFavourite(viewer: GalleryViewer, photoId: string, favourite: boolean): Promise<string[]> {
    return (await callOverHttp(this.http, 'setGalleryFavourite', { viewer: await this.wire(viewer), photoId, favourite })).favourites;
  }
  async changeSelection(viewer: GalleryViewer, change: SelectionChange): Promise<SelectionView> {
    return callOverHttp(this.http, 'changeGallerySelection', { viewer: await this.wire(viewer), change });
  }
  async submitSelection(viewer: GalleryViewer): Promise<SelectionView> {
    return callOverHttp(this.http, 'submitGallerySelection', { viewer: await this.wire(viewer) });
  }
  async setPortfolio(viewer: GalleryViewer, choice: PortfolioChoice): Promise<PortfolioView> {
    return callOverHttp(this.http, 'setPortfolioConsent', { viewer: await this.wire(viewer), choice });
  }
  async requestDownload(viewer: GalleryViewer, scope: DownloadScope): Promise<DownloadJobView> {
    return callOverHttp(this.http, 'requestGalleryDownload', { viewer: await this.wire(viewer), scope });
  }
  async downloadJob(viewer: GalleryViewer, jobId: string): Promise<DownloadJobView> {
    return callOverHttp(this.http, 'galleryDownloadJob', { viewer: await this.wire(viewer), jobId });
  }
}
