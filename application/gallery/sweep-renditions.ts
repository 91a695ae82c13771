import { DomainError } from '../../domain/errors';
import { afterRenditionsFailure, RENDITIONS_SWEEP_BATCH, renditionsDue } from '../../domain/gallery/renditions-sweep';
import type { PhotoRenditionsPort } from '../../ports/photo-renditions-port';
import type { RenditionsSweepStore } from '../../ports/units/gallery-store-port';
import { makeAndRecordRenditions } from './make-photo-renditions';

export interface RenditionsSweepReport {
  /** `galleryId/photoId` of the photos made ready in this run. */
  ready: string[];
  /** Photos recorded failed in this run, with their code. */
  failed: Array<{ photo: string; code: string }>;
  /** Photos that failed for a passing reason and stay pending for the next run. */
  retried: Array<{ photo: string; code: string }>;
}

/**
 * One run of the renditions sweep at `now`: the photos whose renditions are still pending (the upload queue's call
 * never came, failed, or its run was cut short and left some files), the earliest registered first and at most
 * `batch` of them, each made and recorded as the desk's call does. Making them again overwrites the same files, so a
 * photo half done before is simply done. One photo's failure never stops the others: an original that is no image
 * (or is gone) is recorded failed with its code, a passing failure counts an attempt (failed after the last one).
 */
export async function sweepRenditions(
  now: Date,
  store: RenditionsSweepStore,
  renditions: PhotoRenditionsPort,
  batch: number = RENDITIONS_SWEEP_BATCH,
): Promise<RenditionsSweepReport> {
  const report: RenditionsSweepReport = { ready: [], failed: [], retried: [] };
  const due = (await store.pendingRenditions(batch)).filter(({ photo }) => renditionsDue(photo, now));
  for (const { galleryId, photo } of due) {
    const name = `${galleryId}/${photo.id}`;
    let after = photo;
    try {
      await makeAndRecordRenditions({ galleryId, photoId: photo.id }, store, renditions, (stored, code) => (after = afterRenditionsFailure(stored, code)));
      report.ready.push(name);
    } catch (error) {
      const code = error instanceof DomainError ? error.code : 'storage/unknown';
      if (after.renditions === 'failed') report.failed.push({ photo: name, code });
      else report.retried.push({ photo: name, code });
    }
  }
  return report;
}
