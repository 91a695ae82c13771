// The issued documents' callables (ports/wire/callable-api.ts and document-callable-api.ts), re-exported by index.ts:
// a booking's documents listed, one document's stored PDF or ISDOC downloaded, the desk's monthly archive for the
// accountant and the desk's document policy. The desk is the Firebase admin; a couple proves itself with the visitor's
// Strapi session (the portal's gate), and reads only their own booking's documents. Files are read from the bucket
// where the issue stored them.
import { downloadDocument as download } from '../../application/documents/download-document';
import { listBookingDocuments as listDocuments } from '../../application/documents/list-booking-documents';
import { changeDocumentPolicy, readDocumentPolicy } from '../../application/documents/document-policy';
import { prepareMonthlyArchive } from '../../application/documents/prepare-monthly-archive';
import { firestoreDocumentPolicyStore } from '../../adapters/firestore-admin/firestore-document-policy';
import { firestoreIssuedDocuments } from '../../adapters/firestore-admin/firestore-document-issues';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { storageAdminDocumentFiles } from '../../adapters/storage-admin/storage-admin-document-files';
import { adminCallerOf, callable } from './callable';
import { clientIp } from './client-ip';
import { bucket, callableOptions, db } from './config';
import { portalStore } from './portal-store';

const readers = async () => ({
  documents: firestoreIssuedDocuments(db()),
  couples: portalStore(await serverNow(db())),
});

const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

export const listBookingDocuments = callable('listBookingDocuments', async (data, request) => {
  const caller = await adminCallerOf(request);
  return { documents: await listDocuments({ caller, session: data.session, bookingId: data.bookingId, client: clientIp(request.rawRequest) }, await readers()) };
});

export const downloadDocument = callable('downloadDocument', async (data, request) => {
  const caller = await adminCallerOf(request);
  const files = storageAdminDocumentFiles(await bucket());
  const file = await download({ caller, session: data.session, documentId: data.documentId, format: data.format, client: clientIp(request.rawRequest) }, { ...(await readers()), files });
  return { fileName: file.fileName, contentType: file.contentType, contentBase64: base64(file.bytes) };
});

// A month is a few dozen documents of tens of kilobytes each: read and zipped in memory, well inside a call's limits.
const archiveOptions = { ...callableOptions, memory: '512MiB', timeoutSeconds: 120 } as const;

export const documentsArchive = callable('documentsArchive', async (data, request) => {
  const caller = await adminCallerOf(request);
  const deps = { documents: firestoreIssuedDocuments(db()), files: storageAdminDocumentFiles(await bucket()), zip: new (await import('../../adapters/yazl/yazl-zip-archive')).YazlZipArchive() };
  const archive = await prepareMonthlyArchive({ caller, year: data.year, month: data.month }, deps);
  return { fileName: archive.fileName, contentType: 'application/zip', contentBase64: base64(archive.bytes), documentCount: archive.documentCount };
}, archiveOptions);

export const documentPolicy = callable('documentPolicy', async (_data, request) => readDocumentPolicy(await adminCallerOf(request), firestoreDocumentPolicyStore(db())));

export const setDocumentPolicy = callable('setDocumentPolicy', async (data, request) => changeDocumentPolicy(await adminCallerOf(request), data, firestoreDocumentPolicyStore(db())));
