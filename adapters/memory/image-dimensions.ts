/**
 * The pixel size a PNG or JPEG declares in its header (PNG's IHDR, JPEG's first SOFn frame), or null for anything
 * else: enough for the fakes to plan renditions without an image codec in the browser bundle. EXIF orientation is
 * not read, so the fake treats every photograph as stored upright.
 */
export function imageDimensions(data: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const isPng = data.length >= 24 && [0x89, 0x50, 0x4e, 0x47].every((byte, i) => data[i] === byte);
  if (isPng) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  for (let offset = 2; offset + 9 < data.length; ) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    const length = view.getUint16(offset + 2);
    // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const [height, width] = [view.getUint16(offset + 5), view.getUint16(offset + 7)];
      return width && height ? { width, height } : null;
    }
    offset += 2 + length;
  }
  return null;
}
