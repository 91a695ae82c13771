import { describe, expect, it } from 'vitest';
import { checkArchiveEntries, contentDisposition, downloadFileName } from './archive-entries';

const entry = (entryName: string, objectPath = 'galleries/g/originals/p') => ({ objectPath, entryName });

describe('ZIP part entries', () => {
  it('accepts unique plain file names, accents and spaces included', () => {
    expect(() => checkArchiveEntries([entry('Obřad 001.jpg'), entry('obrad 001.jpg'), entry('IMG_1 (2).JPG')])).not.toThrow();
  });

  it.each([
    ['no entry at all', []],
    ['a name with a folder', [entry('a/b.jpg')]],
    ['a name with a Windows folder', [entry('a\\b.jpg')]],
    ['a name that climbs out', [entry('..')]],
    ['an empty name', [entry('  ')]],
    ['the same name twice, differing only in case', [entry('IMG_1.jpg'), entry('img_1.JPG')]],
    ['an object path that is not one', [entry('a.jpg', 'galleries//x')]],
  ])('refuses %s with storage/unknown', (_case, entries) => {
    expect(() => checkArchiveEntries(entries)).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
  });

  it('names the download in ASCII for old browsers and in UTF-8 for the rest', () => {
    expect(contentDisposition('Svatba Jana a Petr – 1.zip')).toBe(
      `attachment; filename="Svatba Jana a Petr _ 1.zip"; filename*=UTF-8''Svatba%20Jana%20a%20Petr%20%E2%80%93%201.zip`,
    );
    expect(contentDisposition('Fotky Žaneta "1".zip')).toMatch(/^attachment; filename="Fotky Zaneta _1_.zip"; filename\*=UTF-8''Fotky%20%C5%BDaneta%20%221%22.zip$/);
  });

  it.each([
    ['a raw file in web size', 'DSC_1234.NEF', 6000, 'web', 'DSC_1234.jpg'],
    ['a JPEG in web size, its extension in capitals', 'IMG_0001.JPEG', 4000, 'web', 'IMG_0001.jpg'],
    ['a name without an extension in web size', 'Obřad první', 3000, 'web', 'Obřad první.jpg'],
    ['the original, whatever its name', 'DSC_1234.NEF', 6000, 'original', 'DSC_1234.NEF'],
    ['a photo of unknown width, served as its original', 'scan.png', 0, 'web', 'scan.png'],
  ] as const)('names the download after what it holds: %s', (_case, fileName, width, right, expected) => {
    expect(downloadFileName({ fileName, width }, right)).toBe(expected);
  });
});
