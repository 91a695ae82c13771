import { renditionWidths } from '../../domain/content/image-ladder';
import { DomainError } from '../../domain/errors';
import { GALLERY_RENDITION_FORMATS, galleryOriginalFile, galleryThumbWidth, galleryRenditionFile } from '../../domain/gallery/gallery-storage';
import type { PhotoRenditions, PhotoRenditionsPort, RenditionFile, RenditionsRequest } from '../../ports/photo-renditions-port';
import type { InMemoryFileStorage } from './in-memory-file-storage';
import { imageDimensions } from './image-dimensions';

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * Renditions in the in-memory bucket without an image codec (none ships to browsers): every file of the real layout
 * is written, at the sizes the real adapter makes, holding the original's bytes. The capture time is the one the
 * upload queue stored with the original (`capturedAt` custom metadata); EXIF is not read.
 */
export class InMemoryPhotoRenditions implements PhotoRenditionsPort {
  constructor(private readonly storage: InMemoryFileStorage) {}

  async makeRenditions({ galleryId, photoId }: RenditionsRequest): Promise<PhotoRenditions> {
    const originalPath = galleryOriginalFile(galleryId, photoId);
    const [data, info] = await Promise.all([this.storage.read(originalPath), this.storage.info(originalPath)]);
    const size = imageDimensions(data);
    if (!size) throw new DomainError('gallery/original-unreadable', `Not a PNG or JPEG: ${originalPath}`);
    const widths = renditionWidths(size.width);
    const heightAt = (width: number) => Math.max(1, Math.round((size.height * width) / size.width));
    const planned = [
      ...GALLERY_RENDITION_FORMATS.flatMap((format) => widths.map((width) => ({ kind: 'web' as const, format, width }))),
      ...GALLERY_RENDITION_FORMATS.map((format) => ({ kind: 'thumb' as const, format, width: galleryThumbWidth(size.width) })),
    ];
    const files: RenditionFile[] = [];
    for (const { kind, format, width } of planned) {
      const path = galleryRenditionFile(galleryId, photoId, kind === 'thumb' ? 'thumb' : width, format);
      const url = await this.storage.copy(originalPath, path, TYPES[format]);
      files.push({ path, kind, format, width, height: heightAt(width), bytes: data.length, url });
    }
    const capturedAt = info.customMetadata.capturedAt?.slice(0, 19) ?? null;
    return { width: size.width, height: size.height, capturedAt, originalBytes: data.length, files };
  }
}
