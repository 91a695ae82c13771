import { inject, injectable } from 'inversify';
import type { BookingDocumentsReaders } from '../../application/documents/document-access';
import { downloadDocument } from '../../application/documents/download-document';
import { listBookingDocuments } from '../../application/documents/list-booking-documents';
import { prepareMonthlyArchive } from '../../application/documents/prepare-monthly-archive';
import type { DocumentFileFormat } from '../../domain/documents/document-files';
import { DomainError } from '../../domain/errors';
import { callerOf, coupleIdentityOf } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { CoupleDocumentsPort, DeskDocumentsPort, DocumentFile } from '../../ports/documents-port';
import { TOKENS } from '../../ports/tokens';
import type { IssuedDocument } from '../../ports/units/issued-documents-port';
import { InMemoryDocumentFiles } from './in-memory-document-files';
import type { InMemoryAuth } from './in-memory-auth';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import { bookingsOfEmail } from './in-memory-couple-portal';
import { InMemoryIssuedDocuments } from './in-memory-issued-documents';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import { MEMORY_TOKENS } from './memory-tokens';
import { storedZip } from './stored-zip';

/** The fake's one browser is one client, as in the portal's fake. */
const CLIENT = 'memory-browser';

/** The issued documents and their stored files, one instance for the couple's and the desk's fakes. */
@injectable()
export class InMemoryDocumentsState {
  readonly issued: InMemoryIssuedDocuments;
  readonly files = new InMemoryDocumentFiles();
  readonly rates = new InMemoryRateLimits(() => new Date());

  constructor(@inject(MEMORY_TOKENS.BookingStore) readonly bookings: InMemoryBookingStore) {
    this.issued = new InMemoryIssuedDocuments(bookings);
  }

  /** What the callables read, with the portal's gate standing for `verify` (the fake's signed-in couple). */
  readers(verify: () => Promise<ReturnType<typeof coupleIdentityOf> & object>): BookingDocumentsReaders & { files: InMemoryDocumentFiles } {
    return {
      documents: this.issued,
      files: this.files,
      couples: {
        verify,
        countAttempt: async (rules) => this.rates.take(rules),
        bookingsOf: (email) => bookingsOfEmail(this.bookings, email),
      },
    };
  }
}

/** The couple's "Doklady" on the fakes: the callables' use cases as the visitor-accounts fake's signed-in couple. */
@injectable()
export class InMemoryCoupleDocuments implements CoupleDocumentsPort {
  constructor(
    @inject(InMemoryDocumentsState) private readonly state: InMemoryDocumentsState,
    @inject(TOKENS.VisitorAuth) private readonly auth: InMemoryAuth,
  ) {}

  private async call() {
    const session = await this.auth.sessionToken();
    const verify = async () => {
      const identity = session ? coupleIdentityOf(this.auth.currentUser()) : null;
      if (!identity) throw new DomainError('auth/not-signed-in');
      return identity;
    };
    return { call: { caller: null, session, client: CLIENT }, readers: this.state.readers(verify) };
  }

  async myDocuments(bookingId: string): Promise<IssuedDocument[]> {
    const { call, readers } = await this.call();
    return listBookingDocuments({ ...call, bookingId }, readers);
  }

  async download(documentId: string, format: DocumentFileFormat): Promise<DocumentFile> {
    const { call, readers } = await this.call();
    return downloadDocument({ ...call, documentId, format }, readers);
  }
}

/** The desk's documents on the fakes, as the admin-accounts fake's signed-in user; the archive is a stored ZIP. */
@injectable()
export class InMemoryDeskDocuments implements DeskDocumentsPort {
  constructor(
    @inject(InMemoryDocumentsState) private readonly state: InMemoryDocumentsState,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
  ) {}

  private call() {
    const refuse = async (): Promise<never> => {
      throw new DomainError('auth/not-signed-in');
    };
    return { call: { caller: callerOf(this.auth.currentUser()), session: undefined, client: CLIENT }, readers: this.state.readers(refuse) };
  }

  bookingDocuments(bookingId: string): Promise<IssuedDocument[]> {
    const { call, readers } = this.call();
    return listBookingDocuments({ ...call, bookingId }, readers);
  }

  download(documentId: string, format: DocumentFileFormat): Promise<DocumentFile> {
    const { call, readers } = this.call();
    return downloadDocument({ ...call, documentId, format }, readers);
  }

  async monthlyArchive(year: number, month: number): Promise<DocumentFile & { documentCount: number }> {
    const zip = { zip: async (entries: readonly { name: string; bytes: Uint8Array }[]) => storedZip(entries.map((entry) => ({ name: entry.name, data: entry.bytes }))) };
    const archive = await prepareMonthlyArchive({ caller: this.call().call.caller, year, month }, { documents: this.state.issued, files: this.state.files, zip });
    return { fileName: archive.fileName, contentType: 'application/zip', bytes: archive.bytes, documentCount: archive.documentCount };
  }
}
