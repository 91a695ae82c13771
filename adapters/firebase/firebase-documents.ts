import { inject, injectable, injectFromBase } from 'inversify';
import type { DocumentFileFormat } from '../../domain/documents/document-files';
import type { CoupleDocumentsPort, DeskDocumentsPort, DocumentFile } from '../../ports/documents-port';
import type { IssuedDocument } from '../../ports/units/issued-documents-port';
import type { DocumentFileWire } from '../../ports/wire/document-callable-api';
import { callFunction } from './firebase-callable';
import { callOverHttp } from './firebase-http';
import { FirebaseHttpVisitorCalls } from './firebase-http-visitor';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** The callables carry JSON, so a file comes as base64; decoded here into the bytes the function read from Storage. */
export function fromWire(file: DocumentFileWire): DocumentFile {
  const binary = atob(file.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { fileName: file.fileName, contentType: file.contentType, bytes };
}

/** The couple's documents over plain fetch with the visitor's session, as the rest of the portal. */
@injectable()
@injectFromBase()
export class FirebaseHttpCoupleDocuments extends FirebaseHttpVisitorCalls implements CoupleDocumentsPort {
  async myDocuments(bookingId: string): Promise<IssuedDocument[]> {
    return (await callOverHttp(this.http, 'listBookingDocuments', { session: await this.session(), bookingId })).documents;
  }

  async download(documentId: string, format: DocumentFileFormat): Promise<DocumentFile> {
    return fromWire(await callOverHttp(this.http, 'downloadDocument', { session: await this.session(), documentId, format }));
  }
}

/** The desk's documents over the SDK's callables, as the signed-in admin (the functions check the admin claim). */
@injectable()
export class FirebaseDeskDocuments implements DeskDocumentsPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  async bookingDocuments(bookingId: string): Promise<IssuedDocument[]> {
    return (await callFunction(this.startup, 'listBookingDocuments', { bookingId })).documents;
  }

  async download(documentId: string, format: DocumentFileFormat): Promise<DocumentFile> {
    return fromWire(await callFunction(this.startup, 'downloadDocument', { documentId, format }));
  }

  async monthlyArchive(year: number, month: number): Promise<DocumentFile & { documentCount: number }> {
    const archive = await callFunction(this.startup, 'documentsArchive', { year, month });
    return { ...fromWire(archive), documentCount: archive.documentCount };
  }
}
