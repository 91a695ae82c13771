import { inject, injectable } from 'inversify';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import type { ContractPdfFile } from '../../domain/contract/contract-document';
import type { DeskContractPort } from '../../ports/desk-contract-port';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** The desk's view of a booking's contract through the admin callables (the records are server-only, firestore.rules). */
@injectable()
export class FirebaseDeskContract implements DeskContractPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  async bookingContract(bookingId: string): Promise<ContractAcceptance | null> {
    return (await callFunction(this.startup, 'bookingContract', { bookingId })).acceptance;
  }

  contractPdf(bookingId: string): Promise<ContractPdfFile> {
    return callFunction(this.startup, 'contractPdf', { bookingId });
  }
}
