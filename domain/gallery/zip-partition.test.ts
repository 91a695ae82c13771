import { describe, expect, it } from 'vitest';
import { partitionZip, safeEntryName, uniqueEntryNames, ZIP_PART_MAX_BYTES, type ZipSource } from './zip-partition';

const MB = 1_000_000;
const source = (n: number, size: number, fileName = `DSC_${n}.jpg`): ZipSource => ({ photoId: `photo${n}`, fileName, size });

describe('ZIP partition', () => {
  it('a small gallery is one part with every photo in order', () => {
    const parts = partitionZip([source(1, 20 * MB), source(2, 30 * MB)]);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.entries.map((entry) => entry.name)).toEqual(['DSC_1.jpg', 'DSC_2.jpg']);
  });

  it('1000 photos of 25 MB (25 GB) make 7 parts, each at most 4 GB, in gallery order, none lost', () => {
    const sources = Array.from({ length: 1000 }, (_, i) => source(i, 25 * MB));
    const parts = partitionZip(sources);
    expect(parts).toHaveLength(7);
    expect(parts.every((part) => part.bytes <= ZIP_PART_MAX_BYTES)).toBe(true);
    expect(parts.flatMap((part) => part.entries.map((entry) => entry.photoId))).toEqual(sources.map((s) => s.photoId));
    expect(parts.map((part) => part.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("a part's bound counts the ZIP records: files summing exactly to the limit do not fit in one part", () => {
    const parts = partitionZip([source(1, 2 * MB), source(2, 2 * MB)], 4 * MB);
    expect(parts).toHaveLength(2);
  });

  it('the first file that does not fit starts a new part (no reordering to fill gaps)', () => {
    const parts = partitionZip([source(1, 60), source(2, 600), source(3, 60)], 1000);
    expect(parts.map((part) => part.entries.map((entry) => entry.photoId))).toEqual([['photo1'], ['photo2'], ['photo3']]);
  });

  it('a file that could never fit is a programming error, not a silent skip', () => {
    expect(() => partitionZip([source(1, 5000)], 1000)).toThrow(/exceeds/);
  });

  it('names are de-duplicated across all parts, ignoring case as Windows and macOS do', () => {
    const parts = partitionZip([source(1, 600, 'IMG_1.jpg'), source(2, 600, 'img_1.JPG'), source(3, 600, 'IMG_1.jpg')], 1000);
    expect(parts.flatMap((part) => part.entries.map((entry) => entry.name))).toEqual(['IMG_1.jpg', 'img_1 (2).JPG', 'IMG_1 (3).jpg']);
  });

  it('a generated name never collides with a real one', () => {
    expect(uniqueEntryNames(['a.jpg', 'a (2).jpg', 'a.jpg'])).toEqual(['a.jpg', 'a (2).jpg', 'a (3).jpg']);
  });

  it('entry names cannot leave the folder, and Windows-illegal or control characters go', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeEntryName('a\\b:c*?.jpg')).toBe('a_b_c__.jpg');
    expect(safeEntryName('x\u0000y.jpg')).toBe('x_y.jpg');
    expect(safeEntryName('..')).toBe('fotografie');
    expect(safeEntryName('Za\u0301mek.jpg')).toBe('Zámek.jpg');
  });
});
