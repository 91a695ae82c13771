import type { DocumentFilesPort } from '../../ports/units/document-files-port';

/** The issued documents' files in memory: what the issue would have stored, put there by the demo or a test. */
export class InMemoryDocumentFiles implements DocumentFilesPort {
  private readonly files = new Map<string, Uint8Array>();

  write(path: string, bytes: Uint8Array): void {
    this.files.set(path, bytes.slice());
  }

  async read(path: string): Promise<Uint8Array | null> {
    return this.files.get(path)?.slice() ?? null;
  }
}
