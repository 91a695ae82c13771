import { describe, expect, it } from 'vitest';
import { aPhoto } from '../../tests/support/gallery-mother';
import { manualOrder, sortPhotos } from './photo-order';

const names = (photos: { fileName: string }[]) => photos.map((photo) => photo.fileName);

describe('photo order', () => {
  it('by capture time, whatever order they were uploaded in', () => {
    const photos = [
      aPhoto({ fileName: 'c.jpg', capturedAt: '2027-06-12T15:00:00' }),
      aPhoto({ fileName: 'a.jpg', capturedAt: '2027-06-12T16:30:00' }),
      aPhoto({ fileName: 'b.jpg', capturedAt: '2027-06-12T09:10:00' }),
    ];
    expect(names(sortPhotos(photos))).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
  });

  it('the same second (a burst): by file name, numbers compared as numbers', () => {
    const at = '2027-06-12T15:00:00';
    const photos = [aPhoto({ fileName: 'IMG_10.jpg', capturedAt: at }), aPhoto({ fileName: 'IMG_9.jpg', capturedAt: at }), aPhoto({ fileName: 'IMG_100.jpg', capturedAt: at })];
    expect(names(sortPhotos(photos))).toEqual(['IMG_9.jpg', 'IMG_10.jpg', 'IMG_100.jpg']);
  });

  it('photos without a capture time follow those with one, by name', () => {
    const photos = [aPhoto({ fileName: 'scan-2.jpg' }), aPhoto({ fileName: 'scan-1.jpg' }), aPhoto({ fileName: 'z.jpg', capturedAt: '2027-06-12T23:00:00' })];
    expect(names(sortPhotos(photos))).toEqual(['z.jpg', 'scan-1.jpg', 'scan-2.jpg']);
  });

  it('times with an offset compare as instants', () => {
    const photos = [aPhoto({ fileName: 'prague.jpg', capturedAt: '2027-06-12T15:00:00+02:00' }), aPhoto({ fileName: 'utc.jpg', capturedAt: '2027-06-12T14:00:00Z' })];
    expect(names(sortPhotos(photos))).toEqual(['prague.jpg', 'utc.jpg']);
  });

  it('the manual order wins; photos uploaded after it follow by capture time', () => {
    const early = aPhoto({ fileName: 'early.jpg', capturedAt: '2027-06-12T08:00:00' });
    const photos = [
      aPhoto({ fileName: 'second.jpg', order: 1, capturedAt: '2027-06-12T10:00:00' }),
      aPhoto({ fileName: 'first.jpg', order: 0, capturedAt: '2027-06-12T20:00:00' }),
      early,
    ];
    expect(names(sortPhotos(photos))).toEqual(['first.jpg', 'second.jpg', 'early.jpg']);
  });

  it('a reorder must name every photo exactly once, or the gallery changed meanwhile', () => {
    const [a, b, c] = [aPhoto(), aPhoto(), aPhoto()];
    expect([...manualOrder([a, b, c], [c.id, a.id, b.id])]).toEqual([[c.id, 0], [a.id, 1], [b.id, 2]]);
    expect(() => manualOrder([a, b, c], [c.id, a.id])).toThrow(expect.objectContaining({ code: 'gallery/order-stale' }));
    expect(() => manualOrder([a, b, c], [c.id, a.id, a.id])).toThrow(expect.objectContaining({ code: 'gallery/order-stale' }));
    expect(() => manualOrder([a, b], [a.id, b.id, 'photo-unknown'])).toThrow(expect.objectContaining({ code: 'gallery/order-stale' }));
  });
});
