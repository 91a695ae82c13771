// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readZip } from '../../tests/support/zip-reader';
import { YazlZipArchive } from './yazl-zip-archive';

describe('YazlZipArchive', () => {
  it('packs the entries in order, byte for byte, Czech names included', async () => {
    const entries = [
      { name: 'doklady-2027-02.csv', bytes: new TextEncoder().encode('\uFEFFČíslo dokladu;Druh\r\n') },
      { name: 'pdf/ZF-2027-0001.pdf', bytes: new Uint8Array([37, 80, 68, 70, 45, 0, 255]) },
    ];
    const read = await readZip(Buffer.from(await new YazlZipArchive().zip(entries)));
    expect(read.map((entry) => [entry.name, [...entry.data]])).toEqual(entries.map((entry) => [entry.name, [...entry.bytes]]));
  });

  it('refuses two entries of one name (an archive would silently keep one)', async () => {
    const entry = { name: 'a.csv', bytes: new Uint8Array([1]) };
    await expect(new YazlZipArchive().zip([entry, entry])).rejects.toThrow(RangeError);
  });
});
