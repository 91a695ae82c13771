import { inject, injectable } from 'inversify';
import { assignPaymentByHand } from '../../application/payment/assign-payment-by-hand';
import { importBankStatement } from '../../application/payment/import-bank-statement';
import { listUnassignedPayments } from '../../application/payment/list-unassigned-payments';
import { readDepositPayments } from '../../application/payment/read-deposit-payments';
import { callerOf } from '../../domain/user/user';
import { changeDocumentPolicy, readDocumentPolicy } from '../../application/documents/document-policy';
import { DEFAULT_DOCUMENT_POLICY, type DocumentPolicy } from '../../domain/documents/document-policy';
import type { DocumentPolicyStore } from '../../ports/units/pending-documents-port';
import type { AuthPort } from '../../ports/auth-port';
import type { BankDeskPort } from '../../ports/bank-desk-port';
import { TOKENS } from '../../ports/tokens';
import type { DepositPayments, RecordedBankTransaction, StatementImport } from '../../ports/units/bank-import-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { InMemoryBankLedger } from './in-memory-bank-ledger';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/** The desk's bank screen on the fakes: the same use cases as the bank callables, over the in-memory ledger. */
@injectable()
export class InMemoryBankDesk implements BankDeskPort {
  constructor(
    @inject(InMemoryBankLedger) private readonly ledger: InMemoryBankLedger,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.Mail) private readonly mail: MailSettings,
  ) {}

  // The memory profile issues no documents (it bundles no renderer); the policy is kept for the desk to show.
  private policy: DocumentPolicy = DEFAULT_DOCUMENT_POLICY;
  private readonly policyStore: DocumentPolicyStore = {
    read: async () => ({ ...this.policy }),
    write: async (policy) => {
      this.policy = { ...policy };
    },
  };

  private caller() {
    return callerOf(this.auth.currentUser());
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  importStatement(file: Uint8Array): Promise<StatementImport> {
    return importBankStatement({ caller: this.caller(), file, now: this.now() }, this.ledger.atomically, this.mail);
  }
  unassigned(): Promise<RecordedBankTransaction[]> {
    return listUnassignedPayments({ caller: this.caller() }, this.ledger);
  }
  assign(bankId: string, bookingId: string): Promise<RecordedBankTransaction> {
    return assignPaymentByHand({ caller: this.caller(), bankId, bookingId, now: this.now() }, this.ledger.atomically, this.mail);
  }
  async depositPayments(bookingId: string): Promise<DepositPayments | null> {
    return readDepositPayments({ caller: this.caller(), bookingId }, this.ledger);
  }
  documentPolicy(): Promise<DocumentPolicy> {
    return readDocumentPolicy(this.caller(), this.policyStore);
  }
  setDocumentPolicy(policy: DocumentPolicy): Promise<DocumentPolicy> {
    return changeDocumentPolicy(this.caller(), policy, this.policyStore);
  }
}
