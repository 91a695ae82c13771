import { describe } from 'vitest';
import { documentFilesContract } from '../../tests/contracts/document-files.contract';
import { adminBucket, clearStorage, onEmulators } from '../../tests/support/emulator-support';
import { storeInBucket } from '../../tests/support/stored-documents';
import { storageAdminDocumentFiles } from './storage-admin-document-files';

describe.skipIf(!onEmulators)('storageAdminDocumentFiles on the Storage emulator', () => {
  documentFilesContract('firebase-admin Storage', async () => {
    await clearStorage();
    return { files: storageAdminDocumentFiles(await adminBucket()), write: storeInBucket };
  });
});
