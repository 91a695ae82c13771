import { inject, injectable } from 'inversify';
import type { DocumentPolicy } from '../../domain/documents/document-policy';
import type { BankDeskPort } from '../../ports/bank-desk-port';
import type { DepositPayments, RecordedBankTransaction, StatementImport } from '../../ports/units/bank-import-port';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** The callables carry JSON, so the statement travels as base64 (chunked: a spread of 2 MB would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The desk's bank screen over the bank callables, as the signed-in admin (the functions check the admin claim). */
@injectable()
export class FirebaseBankDesk implements BankDeskPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  importStatement(file: Uint8Array): Promise<StatementImport> {
    return callFunction(this.startup, 'importBankStatement', { contentBase64: toBase64(file) });
  }
  async unassigned(): Promise<RecordedBankTransaction[]> {
    return (await callFunction(this.startup, 'listUnassignedPayments', {})).payments;
  }
  assign(bankId: string, bookingId: string): Promise<RecordedBankTransaction> {
    return callFunction(this.startup, 'assignBankPayment', { bankId, bookingId });
  }
  async depositPayments(bookingId: string): Promise<DepositPayments | null> {
    return (await callFunction(this.startup, 'bookingDepositPayments', { bookingId })).payments;
  }
  documentPolicy(): Promise<DocumentPolicy> {
    return callFunction(this.startup, 'documentPolicy', {});
  }
  setDocumentPolicy(policy: DocumentPolicy): Promise<DocumentPolicy> {
    return callFunction(this.startup, 'setDocumentPolicy', policy);
  }
}
