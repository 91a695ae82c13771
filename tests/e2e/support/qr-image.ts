import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** An <img> as the page drew it, read back through a canvas (what a banking app's camera sees) and decoded by jsQR. */
export async function decodeQrImage(image: Locator): Promise<string | undefined> {
  const pixels = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const size = 480;
    const canvas = Object.assign(document.createElement('canvas'), { width: size, height: size });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(img, 0, 0, size, size);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data;
}
