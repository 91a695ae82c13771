// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions';

const pixels = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c9a27e' } });

describe('imageDimensions reads the pixel size from the head of the file', () => {
  it('a JPEG, with and without EXIF; a portrait shot turned by its orientation tag', async () => {
    expect(imageDimensions(new Uint8Array(await pixels(300, 200).jpeg().toBuffer()))).toEqual({ width: 300, height: 200 });
    const landscapeStored = await pixels(300, 200).jpeg().withMetadata({ orientation: 1 }).toBuffer();
    expect(imageDimensions(new Uint8Array(landscapeStored))).toEqual({ width: 300, height: 200 });
    const turned = await pixels(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(imageDimensions(new Uint8Array(turned))).toEqual({ width: 200, height: 300 });
  });

  it('a PNG; anything else or a cut-off header is null', async () => {
    expect(imageDimensions(new Uint8Array(await pixels(64, 48).png().toBuffer()))).toEqual({ width: 64, height: 48 });
    const jpeg = new Uint8Array(await pixels(300, 200).jpeg().toBuffer());
    expect(imageDimensions(jpeg.subarray(0, 40))).toBeNull();
    expect(imageDimensions(new Uint8Array([0, 1, 2, 3]))).toBeNull();
  });
});
