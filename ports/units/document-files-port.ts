/**
 * The stored files of issued documents (the PDF and ISDOC at an IssuedDocument's `files` paths), read back for the
 * downloads and the accountant's archive. The files are written once by the issue and never changed, so what is read
 * is byte for byte what was issued.
 *
 * Contract (tests/contracts/document-files.contract.ts): `read` of a written path gives its bytes unchanged; of a
 * path never written, null — never an empty file and never an error.
 */
export interface DocumentFilesPort {
  read(path: string): Promise<Uint8Array | null>;
}
