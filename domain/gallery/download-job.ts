import type { ZipPart } from './zip-partition';

/** A prepared ZIP's link works this many days; the scheduled builder then deletes its parts (expire-downloads.ts). */
export const DOWNLOAD_LINK_DAYS = 7;

export type DownloadScope = 'all' | 'favourites' | 'selection';
export type DownloadJobStatus = 'queued' | 'building' | 'ready' | 'failed' | 'expired';

/**
 * A requested ZIP download (`downloadJobs/{jobId}`): the parts are cut when it is requested (zip-partition.ts) and
 * built in the background; `url` and `readyAt` appear when a part is in the bucket.
 */
export interface DownloadJob {
  id: string;
  galleryId: string;
  /** `couple` or `guest:{guestId}`: whose job it is (only they see it). */
  viewerId: string;
  scope: DownloadScope;
  /** What the files are: the originals, or the web-size JPEGs (the viewer's download right). */
  size: 'web' | 'original';
  status: DownloadJobStatus;
  parts: Array<ZipPart & { url?: string }>;
  createdAt: string;
  /** When a builder claimed it (status `building`); a claim this old is a builder that died and may be taken over. */
  buildingSince?: string;
  readyAt?: string;
  /** When the links stop working (readyAt + DOWNLOAD_LINK_DAYS). */
  expiresAt?: string;
  /**
   * A guest's e-mail as given at the PIN form, kept only until the "ready" mail is queued (the couple's comes from
   * their booking when it is sent); a guest who gave none gets no mail.
   */
  notifyEmail?: string;
}

/** A build claimed longer ago than this died with its instance (a function runs 9 minutes at most): build it again. */
export const DOWNLOAD_BUILD_STALE_MS = 30 * 60_000;

/** Whether a builder may take the job at `now`: it waits in the queue, or its builder went silent. */
export function isBuildable(job: DownloadJob, now: Date): boolean {
  if (job.status === 'queued') return true;
  return job.status === 'building' && (!job.buildingSince || Date.parse(job.buildingSince) + DOWNLOAD_BUILD_STALE_MS <= now.getTime());
}

export function downloadLinksExpireAt(readyAt: Date): string {
  return new Date(readyAt.getTime() + DOWNLOAD_LINK_DAYS * 86_400_000).toISOString();
}

/** The job as its viewer sees it at `now`: past its links' lifetime it is expired, whatever the sweep did yet. */
export function downloadJobAt(job: DownloadJob, now: Date): DownloadJob {
  if (job.status === 'ready' && job.expiresAt && Date.parse(job.expiresAt) <= now.getTime()) {
    return { ...job, status: 'expired', parts: job.parts.map(({ url: _url, ...part }) => part) };
  }
  return job;
}

/** The "download ready" mail's outbox id: one per job, so a retried finish queues it once. */
export function downloadReadyMailId(jobId: string): string {
  return `gallery-download-${jobId}`;
}
