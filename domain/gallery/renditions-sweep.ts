import type { ErrorCode } from '../errors';
import type { Photo } from './gallery';

/**
 * The renditions sweep (issue 20): the upload queue asks for a photo's renditions as soon as it is registered, and a
 * scheduled run makes those it missed (a closed tab, a failed call, a run cut short), so the gallery works without
 * Storage triggers, which the local stack does not have.
 */

/**
 * Photos one run makes at most. A 24-megapixel original takes tens of seconds (AVIF above all) on the function's
 * 2 GiB; a dozen stay well inside its 540 s, so a run is never cut off halfway and its photos left for the next.
 */
export const RENDITIONS_SWEEP_BATCH = 12;

/** A photo registered this recently is left to the upload queue's own call, which is likely running right now. */
export const RENDITIONS_SWEEP_GRACE_MS = 10 * 60_000;

/** Failures for a passing reason (the bucket) the sweep retries before it records the photo failed. */
export const RENDITIONS_MAX_ATTEMPTS = 3;

/** Failures no retry can mend: the original is no image the server decodes, or it is gone. */
const FINAL_FAILURES: readonly ErrorCode[] = ['gallery/original-unreadable', 'storage/not-found'];

export function isFinalRenditionsFailure(code: ErrorCode): boolean {
  return FINAL_FAILURES.includes(code);
}

/** Whether the sweep should make this photo's renditions at `now`: pending, and registered before the grace period. */
export function renditionsDue(photo: Pick<Photo, 'renditions' | 'registeredAt'>, now: Date): boolean {
  if (photo.renditions !== 'pending') return false;
  const registered = photo.registeredAt ? Date.parse(photo.registeredAt) : 0;
  return registered + RENDITIONS_SWEEP_GRACE_MS <= now.getTime();
}

/**
 * The photo after a failed attempt with `code`: failed for good with its code when the cause is final or the attempts
 * are used up, else still pending with the attempt counted.
 */
export function afterRenditionsFailure(photo: Photo, code: ErrorCode): Photo {
  const attempts = (photo.renditionsAttempts ?? 0) + 1;
  if (isFinalRenditionsFailure(code) || attempts >= RENDITIONS_MAX_ATTEMPTS) {
    return { ...photo, renditions: 'failed', renditionsError: code, renditionsAttempts: attempts };
  }
  return { ...photo, renditions: 'pending', renditionsAttempts: attempts };
}
