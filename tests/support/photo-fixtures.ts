import { readFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';

// Generated originals for the renditions' tests: each carries what a camera writes and a gallery must not serve.

export const CREDIT = { Artist: 'Jana Fotografka', Copyright: 'Copyright 2027 Jana Fotografka' };
export const CAMERA_SERIAL = '0123456789';

/** Wraps IPTC datasets (2:80 by-line, 2:90 city) in a Photoshop APP13 segment right after the JPEG's SOI marker. */
function withIptc(jpeg: Buffer): Buffer {
  const dataset = (tag: number, text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    return Buffer.concat([Buffer.from([0x1c, 2, tag, bytes.length >> 8, bytes.length & 255]), bytes]);
  };
  const iptc = Buffer.concat([dataset(80, 'Jana Fotografka'), dataset(90, 'Mělník')]);
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4), iptc, Buffer.alloc(iptc.length % 2)]);
  resource.writeUInt32BE(iptc.length, 8);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const header = Buffer.from([0xff, 0xed, (body.length + 2) >> 8, (body.length + 2) & 255]);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/**
 * A camera JPEG stored landscape (`width` × `height`) with EXIF orientation 6 (shown rotated a quarter turn, so it is
 * upright as portrait `height` × `width`), a red block in the stored top-left corner (upright: top-right), GPS, body
 * and lens serial numbers, the capture time, the credit, an XMP packet with the serial number and IPTC.
 */
export async function aRotatedCameraJpeg({ width = 1800, height = 1200 } = {}): Promise<Buffer> {
  const pixels = sharp({ create: { width, height, channels: 3, background: '#2a6' } }).composite([
    { input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#f00' } }, left: 0, top: 0 },
  ]);
  return withIptc(await asCameraJpeg(pixels, { quality: 90, orientation: 6 }).toBuffer());
}

/** A JPEG as a camera writes it: the credit, the body and lens serial numbers, the capture time, GPS and an XMP packet. */
function asCameraJpeg(image: Sharp, { quality, orientation }: { quality: number; orientation?: number }): Sharp {
  const jpeg = image.jpeg({ quality });
  return (orientation ? jpeg.withMetadata({ orientation }) : jpeg)
    .withExifMerge({
      IFD0: { ...CREDIT, Make: 'Canon', Model: 'EOS R6' },
      IFD2: { DateTimeOriginal: '2027:06:12 14:03:11', BodySerialNumber: CAMERA_SERIAL, LensSerialNumber: 'LS-4455' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 21/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 28/1 0/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" aux:SerialNumber="${CAMERA_SERIAL}"/></rdf:RDF></x:xmpmeta>`,
    );
}

/** The real photograph of tests/support/photos (600 × 400, CC0) with a camera's metadata, as a photographer uploads it. */
export const REAL_PHOTO_SIZE = { width: 600, height: 400 };
export async function aRealCameraPhoto(): Promise<Buffer> {
  const photo = await readFile(new URL('./photos/coffee.jpg', import.meta.url));
  return withIptc(await asCameraJpeg(sharp(photo), { quality: 95 }).toBuffer());
}

/** A PNG with transparency and no metadata at all. */
export function aPng({ width = 1000, height = 700 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 40, g: 80, b: 200, alpha: 0.5 } } }).png().toBuffer();
}

/** A JPEG smaller than the ladder's first step: never upscaled. */
export function aTinyJpeg({ width = 300, height = 200 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#888' } }).jpeg().toBuffer();
}

/**
 * A portrait frame of coarse noise, the hardest case for a byte budget (grain, foliage, confetti): drawn small and
 * enlarged without smoothing, so it stays noise at thumbnail size instead of averaging out.
 */
export async function aNoisyJpeg({ width = 2000, height = 3000 } = {}): Promise<Buffer> {
  const small = { width: Math.round(width / 7.5), height: Math.round(height / 7.5) };
  const noise = await sharp({ create: { ...small, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  return sharp(noise).resize({ width, height, kernel: 'nearest', fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
}

/** The first half of a real JPEG: an upload cut short. */
export async function aTruncatedJpeg(): Promise<Buffer> {
  const whole = await aNoisyJpeg({ width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** Bytes that are no image at all (e.g. a PDF uploaded by mistake). */
export const NOT_AN_IMAGE = Buffer.from('%PDF-1.7\n% not a photograph\n');
