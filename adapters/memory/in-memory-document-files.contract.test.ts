import { documentFilesContract } from '../../tests/contracts/document-files.contract';
import { InMemoryDocumentFiles } from './in-memory-document-files';

documentFilesContract('in memory', () => {
  const files = new InMemoryDocumentFiles();
  return { files, write: async (path, bytes) => files.write(path, bytes) };
});
