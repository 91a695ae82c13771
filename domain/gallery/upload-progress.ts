/**
 * The upload queue's "time left": the bytes still to send at the rate of the last few seconds. A window, not the
 * average since the start, so a connection that slowed down (or came back) shows in the estimate within seconds; and
 * nothing at all until the window spans a second, so the first chunk's burst does not promise "2 s left".
 */
export const UPLOAD_RATE_WINDOW_MS = 15_000;
const MIN_SPAN_MS = 1_000;

/** The queue's confirmed bytes (all files together) at one moment (ms since the epoch). */
export interface UploadSample {
  at: number;
  bytes: number;
}

/** The samples still inside the window ending at `now`, with the new one appended. */
export function addUploadSample(samples: readonly UploadSample[], sample: UploadSample): UploadSample[] {
  return [...samples.filter((kept) => kept.at >= sample.at - UPLOAD_RATE_WINDOW_MS), sample];
}

/** Bytes per second over the window, or null while it spans less than a second or nothing moved. */
export function uploadRate(samples: readonly UploadSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < MIN_SPAN_MS || last.bytes <= first.bytes) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

/** Whole seconds left for `remainingBytes` at the window's rate; null when there is no rate to tell. */
export function uploadSecondsLeft(samples: readonly UploadSample[], remainingBytes: number): number | null {
  if (remainingBytes <= 0) return 0;
  const rate = uploadRate(samples);
  return rate === null ? null : Math.ceil(remainingBytes / rate);
}
