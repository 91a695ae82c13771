import type { Bucket } from '@google-cloud/storage';
import type { DocumentFilesPort } from '../../ports/units/document-files-port';
import { storageAdminError } from './storage-admin-errors';

/** The issued documents' stored files in the project's bucket (firebase-admin): a missing object reads as null. */
export function storageAdminDocumentFiles(bucket: Bucket): DocumentFilesPort {
  return {
    async read(path) {
      try {
        const [bytes] = await bucket.file(path).download();
        return new Uint8Array(bytes);
      } catch (error) {
        const failure = storageAdminError(error, path);
        if (failure.code === 'storage/not-found') return null;
        throw failure;
      }
    },
  };
}
