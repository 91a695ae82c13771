import { inject, injectable } from 'inversify';
import { acceptMyContract, showMyContract } from '../../application/contract/accept-contract';
import type { ContractPdfFile } from '../../domain/contract/contract-document';
import type { ContractAcceptance, ContractAcceptanceRequest } from '../../domain/contract/contract-acceptance';
import type { MyContract } from '../../domain/contract/contract-view';
import { DomainError } from '../../domain/errors';
import { coupleIdentityOf } from '../../domain/user/user';
import type { CoupleContractPort } from '../../ports/couple-contract-port';
import { TOKENS } from '../../ports/tokens';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { DemoContent } from './demo-content/demo-content';
import type { InMemoryAuth } from './in-memory-auth';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryContractDelivery } from './in-memory-contract-delivery';
import type { InMemoryContractPdfs } from './in-memory-contract-pdf';
import { InMemoryContractStore } from './in-memory-contract-store';
import { InMemoryContractTemplate } from './in-memory-contract-template';
import type { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/** The fake's one browser is one client, as in the portal's fake. */
const CLIENT = 'memory-browser';

/** What the fake's browser "sends": the server records these, never anything the request claims. */
export const MEMORY_ACCEPTANCE_ORIGIN = { ip: '127.0.0.1', userAgent: 'paměťové demo' } as const;

/**
 * The couple's contract on the fakes: the same use cases as the myContract and acceptContract callables
 * (application/contract/accept-contract.ts) over the shared booking store, the demo content's template and the demo
 * deposit settings. Who calls is the visitor-accounts fake's signed-in user, vouched for as the functions vouch for a
 * Strapi account; `templates` and `store` are open so a test can publish a new version or read the record.
 */
@injectable()
export class InMemoryCoupleContract implements CoupleContractPort {
  readonly templates: InMemoryContractTemplate;
  readonly store: InMemoryContractStore;
  private pdfs: Promise<InMemoryContractPdfs> | undefined;
  private readonly rates: InMemoryRateLimits;

  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly bookings: InMemoryBookingStore,
    @inject(TOKENS.VisitorAuth) private readonly auth: InMemoryAuth,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.Mail) private readonly mail: MailSettings,
    @inject(MEMORY_TOKENS.Content) content: DemoContent,
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.ContractRenderer) readonly renderContracts: () => Promise<ContractRendererPort>,
  ) {
    this.rates = new InMemoryRateLimits(() => this.now());
    this.templates = new InMemoryContractTemplate(content.contractTemplate);
    const gate = { verify: () => this.identity(), countAttempt: async (rules: Parameters<InMemoryRateLimits['take']>[0]) => this.rates.take(rules) };
    this.store = new InMemoryContractStore(bookings, gate, this.templates, mail.deposit);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async identity() {
    const identity = (await this.auth.sessionToken()) ? coupleIdentityOf(this.auth.currentUser()) : null;
    if (!identity) throw new DomainError('auth/not-signed-in');
    return identity;
  }

  /** The PDFs' side (delivery, download), loaded on first use. */
  private pdfSide(): Promise<InMemoryContractPdfs> {
    this.pdfs ??= import('./in-memory-contract-pdf').then(({ inMemoryContractPdfs }) => inMemoryContractPdfs(this.bookings, this.store, this.outbox));
    return this.pdfs;
  }

  /** The accepted contracts' stored PDFs and delivered marks (the desk's fake and tests read them). */
  async deliveryStore(): Promise<InMemoryContractDelivery> {
    return (await this.pdfSide()).delivery;
  }

  private async call() {
    return { session: await this.auth.sessionToken(), client: CLIENT, now: this.now() };
  }

  async myContract(bookingId: string): Promise<MyContract> {
    return showMyContract({ ...(await this.call()), bookingId }, this.store);
  }

  async acceptContract(request: ContractAcceptanceRequest): Promise<ContractAcceptance> {
    const acceptance = await acceptMyContract({ ...(await this.call()), request, origin: MEMORY_ACCEPTANCE_ORIGIN }, this.store);
    // As the callable: delivered after the acceptance is stored; a failure leaves it to a later delivery.
    try {
      await (await this.pdfSide()).deliver(acceptance, await this.renderContracts(), this.mail, this.now());
    } catch {
      // The functions log it; the fake has nobody to tell.
    }
    return acceptance;
  }

  async contractPdf(bookingId: string): Promise<ContractPdfFile> {
    const { session, client } = await this.call();
    return (await this.pdfSide()).download({ caller: null, session, bookingId, client }, await this.renderContracts());
  }
}
