// A ZIP of stored (uncompressed) entries written in memory, for the fake of the ZIP parts: small archives only (no
// ZIP64), names in UTF-8. The real adapter streams with yazl; both are read back by the same contract.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function record(fields: Array<[bytes: 2 | 4, value: number]>, tail: Uint8Array[] = []): Uint8Array {
  const head = new Uint8Array(fields.reduce((sum, [bytes]) => sum + bytes, 0));
  const view = new DataView(head.buffer);
  let offset = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 2) view.setUint16(offset, value, true);
    else view.setUint32(offset, value, true);
    offset += bytes;
  }
  return concat([head, ...tail]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** `entries` in order, each stored with its CRC-32; bit 11 marks the names as UTF-8. */
export function storedZip(entries: ReadonlyArray<{ name: string; data: Uint8Array }>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = new TextEncoder().encode(name);
    const [crc, size] = [crc32(data), data.length];
    // version 2.0, UTF-8 names, stored, DOS time 1980-01-01 00:00.
    const common: Array<[2 | 4, number]> = [[2, 20], [2, 0x0800], [2, 0], [2, 0], [2, 0x21], [4, crc], [4, size], [4, size], [2, nameBytes.length], [2, 0]];
    const local = record([[4, 0x04034b50], ...common], [nameBytes, data]);
    centrals.push(record([[4, 0x02014b50], [2, 0x0314], ...common, [2, 0], [2, 0], [2, 0], [4, 0o100644 * 0x10000], [4, offset]], [nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const central = concat(centrals);
  const end = record([[4, 0x06054b50], [2, 0], [2, 0], [2, entries.length], [2, entries.length], [4, central.length], [4, offset], [2, 0]]);
  return concat([...locals, central, end]);
}
