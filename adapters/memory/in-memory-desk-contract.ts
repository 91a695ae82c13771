import { downloadContractPdf, readBookingContract } from '../../application/contract/contract-pdf';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import type { ContractPdfFile } from '../../domain/contract/contract-document';
import { callerOf } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { DeskContractPort } from '../../ports/desk-contract-port';
import type { InMemoryCoupleContract } from './in-memory-couple-contract';

/**
 * The desk's view of the contracts on the fakes: the same use cases as the bookingContract and contractPdf callables
 * over the couple's contract fake (its records, its stored PDFs and renderer), as the fake admin account.
 */
export class InMemoryDeskContract implements DeskContractPort {
  constructor(
    private readonly contracts: InMemoryCoupleContract,
    private readonly auth: AuthPort,
  ) {}

  private caller() {
    return callerOf(this.auth.currentUser());
  }

  async bookingContract(bookingId: string): Promise<ContractAcceptance | null> {
    return readBookingContract({ caller: this.caller(), bookingId }, await this.contracts.deliveryStore());
  }

  async contractPdf(bookingId: string): Promise<ContractPdfFile> {
    const deps = { contracts: this.contracts.store, delivery: await this.contracts.deliveryStore(), renderer: await this.contracts.renderContracts() };
    return downloadContractPdf({ caller: this.caller(), session: null, bookingId, client: 'memory-desk' }, deps);
  }
}
