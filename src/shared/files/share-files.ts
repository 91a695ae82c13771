/**
 * "Uložit do telefonu": the Web Share API level 2 hands files to the phone's share sheet, whose "Uložit obrázek" /
 * "Save Image" puts them in the photo library (a download lands in Files, where couples never find it).
 *
 * Its limits, as the browsers implement them (checked 2026-11 in the Web Share spec and Chromium's source):
 * - `navigator.share` needs transient user activation (a tap in the last few seconds) and consumes it: a slow fetch
 *   before it, or a second share after it, rejects with NotAllowedError — so the files are fetched first and, when
 *   the tap has gone stale meanwhile, the caller asks for one more tap with the files already in hand.
 * - Chromium (Android, Windows, ChromeOS) refuses more than 10 files or more than 50 MB in one share
 *   (kMaxSharedFileCount, kMaxSharedFileBytes in blink's navigator_share.cc), also as NotAllowedError: bigger sets go
 *   in batches of at most that, each after its own tap.
 * - `canShare({ files })` is false where files cannot be shared (desktop Firefox, older Safari, most desktops) and
 *   for types the platform blocks; JPEGs are allowed everywhere it is true. The user cancelling is AbortError.
 */
export const SHARE_MAX_FILES = 10;
export const SHARE_MAX_BYTES = 50 * 1024 * 1024;

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

function shareNavigator(): Partial<ShareNavigator> | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Partial<ShareNavigator>);
}

/** Whether this browser shares image files at all (asked with a tiny probe file, before any download). */
export function canShareImageFiles(): boolean {
  const nav = shareNavigator();
  if (!nav?.canShare || !nav.share || typeof File === 'undefined') return false;
  try {
    return nav.canShare({ files: [new File([new Uint8Array(1)], 'probe.jpg', { type: 'image/jpeg' })] });
  } catch {
    return false;
  }
}

/** Files cut into shares the browsers accept: at most 10 files and 50 MB each (a bigger single file goes alone). */
export function shareBatches<T extends { size: number }>(files: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length >= SHARE_MAX_FILES || bytes + file.size > SHARE_MAX_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'needs-tap' | 'unsupported' | 'failed';

/** Shares files in one sheet; tells the caller why not (a stale tap wants another tap, not a download). */
export async function shareFiles(files: File[], title: string): Promise<ShareOutcome> {
  const nav = shareNavigator();
  if (!nav?.share || !nav.canShare?.({ files })) return 'unsupported';
  try {
    await nav.share({ files, title });
    return 'shared';
  } catch (error) {
    const name = error instanceof DOMException || error instanceof Error ? error.name : '';
    if (name === 'AbortError') return 'cancelled';
    if (name === 'NotAllowedError') return 'needs-tap';
    return 'failed';
  }
}

/** Fetches a photo as a File named as the photographer named it (the share sheet and the library show that name). */
export async function fetchAsFile(url: string, fileName: string): Promise<File> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  return new File([blob], fileName, { type: blob.type || 'image/jpeg' });
}

/** A plain download of a file at a URL (the browser's own download; the URL is the gallery's tokenised one). */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
