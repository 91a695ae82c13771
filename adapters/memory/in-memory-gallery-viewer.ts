import { inject, injectable } from 'inversify';
import { changeMySelection, submitMySelection } from '../../application/gallery/gallery-selection';
import type { GalleryCall } from '../../application/gallery/gallery-viewer';
import { buildDownload } from '../../application/gallery/build-download';
import { readDownloadJob, requestDownload } from '../../application/gallery/request-download';
import { guestEntry, listMyGalleries, openGallery, openGuestGallery, setFavourite, setPortfolio } from '../../application/gallery/view-gallery';
import type { DownloadScope } from '../../domain/gallery/download-job';
import type { SelectionChange } from '../../domain/gallery/selection';
import type { GalleryArchivePort } from '../../ports/gallery-archive-port';
import type {
  CoupleGalleryCard, DownloadJobView, GalleryView, GalleryViewer, GalleryViewerPort, GuestPass, PortfolioChoice, PortfolioView, SelectionView,
} from '../../ports/gallery-viewer-port';
import { TOKENS } from '../../ports/tokens';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { InMemoryAuth } from './in-memory-auth';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryGalleryArchive } from './in-memory-gallery-archive';
import type { InMemoryGalleryData } from './in-memory-gallery-store';
import type { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/** The fake's one browser is one client. */
const CLIENT = 'memory-browser';

/**
 * The couple's and the guests' gallery on the fakes: the same use cases as the gallery callables. The couple is the
 * visitor-accounts fake's signed-in user (its session sent as the functions receive it); a guest's pass is the one
 * openAsGuest answered.
 */
@injectable()
export class InMemoryGalleryViewer implements GalleryViewerPort {
  private readonly store: GalleryStore;
  private readonly archive: GalleryArchivePort;

  constructor(
    @inject(MEMORY_TOKENS.GalleryData) data: InMemoryGalleryData,
    @inject(TOKENS.VisitorAuth) private readonly auth: InMemoryAuth,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.BookingStore) bookings: InMemoryBookingStore,
    @inject(TOKENS.FileStorage) files: InMemoryFileStorage,
    @inject(MEMORY_TOKENS.Outbox) outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.Mail) mail: MailSettings,
  ) {
    this.store = data.store({ bookings, auth, files, outbox, mail });
    this.archive = new InMemoryGalleryArchive(files);
  }

  private async call(): Promise<GalleryCall> {
    return { session: await this.auth.sessionToken(), client: CLIENT, now: this.options.now?.() ?? new Date() };
  }

  private async as(viewer: GalleryViewer) {
    return { ...(await this.call()), viewer };
  }

  async myGalleries(): Promise<CoupleGalleryCard[]> {
    return listMyGalleries(await this.call(), this.store);
  }
  async guestEntry(linkId: string): Promise<{ askContact: boolean }> {
    return guestEntry({ ...(await this.call()), linkId }, this.store);
  }
  async openAsGuest(linkId: string, pin: string, contact: { name?: string; email?: string } = {}): Promise<GuestPass> {
    return openGuestGallery({ ...(await this.call()), linkId, pin, ...contact }, this.store);
  }
  async open(viewer: GalleryViewer): Promise<GalleryView> {
    return openGallery(await this.as(viewer), this.store);
  }
  async setFavourite(viewer: GalleryViewer, photoId: string, favourite: boolean): Promise<string[]> {
    return setFavourite({ ...(await this.as(viewer)), photoId, favourite }, this.store);
  }
  async changeSelection(viewer: GalleryViewer, change: SelectionChange): Promise<SelectionView> {
    return changeMySelection({ ...(await this.as(viewer)), change }, this.store);
  }
  async submitSelection(viewer: GalleryViewer): Promise<SelectionView> {
    return submitMySelection(await this.as(viewer), this.store);
  }
  async setPortfolio(viewer: GalleryViewer, choice: PortfolioChoice): Promise<PortfolioView> {
    return setPortfolio({ ...(await this.as(viewer)), choice }, this.store);
  }
  /** As the callable: the job answers `queued` and its parts start building at once, after the answer. */
  async requestDownload(viewer: GalleryViewer, scope: DownloadScope): Promise<DownloadJobView> {
    const call = { ...(await this.as(viewer)), scope };
    const job = await requestDownload(call, this.store);
    void buildDownload(job.id, this.store, this.archive, () => call.now).catch(() => undefined);
    return job;
  }
  async downloadJob(viewer: GalleryViewer, jobId: string): Promise<DownloadJobView> {
    return readDownloadJob({ ...(await this.as(viewer)), jobId }, this.store);
  }
}
