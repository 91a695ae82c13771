import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentFilesPort } from '../../ports/units/document-files-port';

/** What the document files' contract runs against: the port, and a way to store a file as the issue does. */
export interface DocumentFilesHarness {
  files: DocumentFilesPort;
  write(path: string, bytes: Uint8Array): Promise<void>;
}

export function documentFilesContract(name: string, harness: () => DocumentFilesHarness | Promise<DocumentFilesHarness>) {
  describe(`document files contract: ${name}`, () => {
    let h: DocumentFilesHarness;
    beforeEach(async () => {
      h = await harness();
    });

    it('reads a stored file back byte for byte, binary and Czech text alike', async () => {
      const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a]);
      const isdoc = new TextEncoder().encode('<Invoice><Note>Záloha – svatba</Note></Invoice>');
      await h.write('documents/b-1/ZF-2027-0001.pdf', pdf);
      await h.write('documents/b-1/ZF-2027-0001.isdoc', isdoc);
      expect(Array.from((await h.files.read('documents/b-1/ZF-2027-0001.pdf')) ?? [])).toEqual(Array.from(pdf));
      expect(new TextDecoder().decode((await h.files.read('documents/b-1/ZF-2027-0001.isdoc')) ?? new Uint8Array())).toBe('<Invoice><Note>Záloha – svatba</Note></Invoice>');
    });

    it('reads a path never written as null, not as an empty file or an error', async () => {
      await h.write('documents/b-1/ZF-2027-0001.pdf', new Uint8Array([1]));
      expect(await h.files.read('documents/b-1/ZF-2027-0002.pdf')).toBeNull();
      expect(await h.files.read('documents/b-2/ZF-2027-0001.pdf')).toBeNull();
    });
  });
}
