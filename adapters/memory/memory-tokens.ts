import type { ServiceIdentifier } from 'inversify';
import type { DemoContent } from './demo-content/demo-content';
import type { InMemoryBotChallenges } from './in-memory-bot-challenges';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryDayPlans } from './in-memory-day-plans';
import type { InMemoryGalleryData } from './in-memory-gallery-store';
import type { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { BankLedgerPort } from '../../ports/units/bank-import-port';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';

/** Seeds for the in-memory adapters; bound by the memory composition root (and by tests with their own data). */
export const MEMORY_TOKENS = {
  Content: Symbol.for('memory.DemoContent') as ServiceIdentifier<DemoContent>,
  Options: Symbol.for('memory.Options') as ServiceIdentifier<MemoryAdapterOptions>,
  /** The booking fake's store itself (bind it to the same instance as TOKENS.Bookings): the desk and the public
   * submission need its atomic section and days off, which the BookingRepository port does not offer. */
  BookingStore: Symbol.for('memory.BookingStore') as ServiceIdentifier<InMemoryBookingStore>,
  Outbox: Symbol.for('memory.Outbox') as ServiceIdentifier<InMemoryOutbox>,
  /** The site address, photographer and price list the fakes' mails are written with (memoryMailSettings). */
  Mail: Symbol.for('memory.MailSettings') as ServiceIdentifier<MailSettings>,
  /** The bot barrier's issuer and replay store (bind it to the same instance as TOKENS.BotChallenges). */
  BotChallenges: Symbol.for('memory.BotChallenges') as ServiceIdentifier<InMemoryBotChallenges>,
  /** The account forms' own issuer and replay store, as Strapi has its own key (same instance as
   * TOKENS.AccountBotChallenges; the visitor accounts fake checks with it). */
  AccountBotChallenges: Symbol.for('memory.AccountBotChallenges') as ServiceIdentifier<InMemoryBotChallenges>,
  /** The galleries fake's data, shared by its desk and its viewer. */
  GalleryData: Symbol.for('memory.GalleryData') as ServiceIdentifier<InMemoryGalleryData>,
  /** Loads the galleries fake's privacy view (its chunk loads on first use): the portal's export and "Smazat účet". */
  GalleryPrivacy: Symbol.for('memory.GalleryPrivacy') as ServiceIdentifier<() => Promise<GalleryPrivacyStore>>,
  /** The wedding-day plans, shared by the couple's and the desk's plan fakes (and the erasure). */
  DayPlans: Symbol.for('memory.DayPlans') as ServiceIdentifier<InMemoryDayPlans>,
  /** The bank fake's record of what each booking's symbol brought, loaded on first use (the portal's deposit line). */
  BankLedger: Symbol.for('memory.BankLedger') as ServiceIdentifier<() => Promise<Pick<BankLedgerPort, 'depositPayments'>>>,
  /**
   * Loads the contract PDF renderer (pdf-lib and the shipped fonts) on its first use: the couple's "Stáhnout PDF",
   * an acceptance's delivery, the desk's download. The memory profile's other pages never load it.
   */
  ContractRenderer: Symbol.for('memory.ContractRenderer') as ServiceIdentifier<() => Promise<ContractRendererPort>>,
} as const;

/** A fake wired without the bank fake (MEMORY_TOKENS.BankLedger unbound): no payment has come for any booking. */
export const NO_BANK_PAYMENTS: Pick<BankLedgerPort, 'depositPayments'> = { depositPayments: async () => null };
