import type { Bucket } from '@google-cloud/storage';
import { galleryOriginalFile, galleryRenditionFile } from '../../domain/gallery/gallery-storage';
import type { PhotoRenditions, PhotoRenditionsPort, RenditionFile, RenditionsRequest } from '../../ports/photo-renditions-port';
import { encodeRenditions, readOriginal } from './sharp-renditions';
import { storageAdminError } from './storage-admin-errors';
import { downloadUrl, galleryDownloadToken, type GalleryFileTokens } from './storage-admin-urls';

// Renditions are served for a year without a new request: their names never change for other pixels (a replaced
// original is a new photo id), and revocation changes the token, i.e. the URL.
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * PhotoRenditionsPort with firebase-admin's Storage (a @google-cloud/storage Bucket), run by the functions. The
 * original is read whole (sharp holds non-file input in memory anyway, and an original is at most 200 MB); every
 * rendition is encoded and written before the next is made, so one call holds one original, its decoded pixels at the
 * largest width and one encoded file.
 */
export class StorageAdminPhotoRenditions implements PhotoRenditionsPort {
  constructor(
    private readonly bucket: Bucket,
    private readonly origin: string,
    private readonly tokens?: GalleryFileTokens,
  ) {}

  async makeRenditions({ galleryId, photoId }: RenditionsRequest): Promise<PhotoRenditions> {
    const originalPath = galleryOriginalFile(galleryId, photoId);
    const [original] = await this.bucket
      .file(originalPath)
      .download()
      .catch((error: unknown) => {
        throw storageAdminError(error, originalPath);
      });
    const facts = await readOriginal(original);
    const files: RenditionFile[] = [];
    for await (const rendition of encodeRenditions(original, facts)) {
      const path = galleryRenditionFile(galleryId, photoId, rendition.kind === 'thumb' ? 'thumb' : rendition.width, rendition.format);
      const { token, metadata } = await galleryDownloadToken(this.tokens, galleryId, path);
      await this.bucket
        .file(path)
        .save(rendition.data, { resumable: false, contentType: rendition.contentType, metadata: { cacheControl: CACHE_CONTROL, metadata } })
        .catch((error: unknown) => {
          throw storageAdminError(error, path);
        });
      const { kind, format, width, height } = rendition;
      files.push({ path, kind, format, width, height, bytes: rendition.data.length, url: downloadUrl(this.origin, this.bucket.name, path, token) });
    }
    return { width: facts.width, height: facts.height, capturedAt: facts.capturedAt, originalBytes: original.length, files };
  }
}
