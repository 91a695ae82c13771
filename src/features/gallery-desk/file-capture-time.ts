import { EXIF_HEAD_BYTES, exifCaptureTime } from '../../../domain/gallery/exif-capture-time';

/** The photo's EXIF capture time, read from the file's head only (never the whole 40 MB). */
export async function captureTimeOfFile(file: Blob): Promise<string | null> {
  // A view in this realm, as in file-sha256.ts.
  return exifCaptureTime(new Uint8Array(await file.slice(0, EXIF_HEAD_BYTES).arrayBuffer()));
}
