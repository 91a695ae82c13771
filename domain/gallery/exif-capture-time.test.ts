import { describe, expect, it } from 'vitest';
import { jpegWithExif } from '../../tests/support/exif-jpeg';
import { exifCaptureTime } from './exif-capture-time';

describe('EXIF capture time', () => {
  it('reads DateTimeOriginal as ISO, with the camera zone when written, in both byte orders', () => {
    expect(exifCaptureTime(jpegWithExif('2027:06:12 14:03:59'))).toBe('2027-06-12T14:03:59');
    expect(exifCaptureTime(jpegWithExif('2027:06:12 14:03:59', { offset: '+02:00', little: true }))).toBe('2027-06-12T14:03:59+02:00');
  });

  it('answers null for a file without a usable date: not a JPEG, no EXIF, a zeroed date, a head cut short', () => {
    expect(exifCaptureTime(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(exifCaptureTime(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(exifCaptureTime(jpegWithExif('0000:00:00 00:00:00'))).toBeNull();
    expect(exifCaptureTime(jpegWithExif('2027:06:12 14:03:59').subarray(0, 60))).toBeNull();
  });
});
