// The memory profile's bindings: every port on its fake, shared by the tests' and stories' container (memory.ts) and
// the browser demo's (memory-demo.ts), which differ only in how the feature stores' modules load.
import { Container } from 'inversify';
import { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { InMemoryBookingRepository } from '../../../adapters/memory/in-memory-booking-repository';
import { InMemoryOutbox, memoryMailSettings } from '../../../adapters/memory/in-memory-outbox';
import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';
import { InMemoryAnalytics } from '../../../adapters/memory/in-memory-analytics';
import { InMemoryBackendErrors } from '../../../adapters/memory/in-memory-backend-errors';
import { InMemoryDayPlans } from '../../../adapters/memory/in-memory-day-plans';
import { InMemoryBotChallenges } from '../../../adapters/memory/in-memory-bot-challenges';
import { InMemoryContentBackend } from '../../../adapters/memory/in-memory-content-backend';
import { demoContent, type DemoContent } from '../../../adapters/memory/demo-content/demo-content';
import type { MemoryAdapterOptions } from '../../../adapters/memory/memory-adapter-options';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import type { AppConfig } from '../../../ports/app-config-port';
import type { BuildVersionPort } from '../../../ports/build-version-port';
import type { ContentBackendPort } from '../../../ports/content-backend-port';
import { TOKENS } from '../../../ports/tokens';
import { bindLazyFake } from './lazy-fake';
import { lazyAsyncPort } from './lazy-port';
import { safeMarkdown } from './safe-markdown';
import type { memoryGalleries } from './memory-galleries';
import { currentBuild } from './current-build';
import { bindStores, type FeatureStoreLoaders } from './shared-bindings';

type MemoryGalleries = typeof memoryGalleries;

export interface MemoryContainerOptions extends MemoryAdapterOptions {
  content?: DemoContent;
  config?: Partial<AppConfig>;
  buildVersion?: BuildVersionPort;
  /** Content from elsewhere than the in-memory demo (the published snapshot in the built site and the prerender). */
  contentBackend?: ContentBackendPort;
  /**
   * The galleries' fakes start loading with the container instead of on their first call: the demo opened at a
   * gallery's address, whose first screen would otherwise wait for the router, the layout and the page before asking.
   */
  loadGalleriesAtOnce?: boolean;
}

/**
 * A fresh, deterministic container on in-memory fakes, with the feature stores' modules as the caller needs them: at
 * once for tests and stories (memory.ts), on demand for the browser demo (memory-demo.ts), so a page of the demo
 * downloads only the stores it uses, as a built site does.
 */
export function createMemoryContainerWith(stores: FeatureStoreLoaders, options: MemoryContainerOptions = {}): Container {
  const { content = demoContent, config, buildVersion, contentBackend, loadGalleriesAtOnce, ...adapterOptions } = options;
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.AppConfig).toConstantValue({
    siteUrl: 'https://www.terezanovakova-foto.cz',
    profile: 'memory',
    ...config,
  });
  container.bind(MEMORY_TOKENS.Content).toConstantValue(content);
  container
    .bind(MEMORY_TOKENS.Options)
    .toConstantValue(config?.bookingPolicy ? { bookingPolicy: config.bookingPolicy, ...adapterOptions } : adapterOptions);
  if (contentBackend) container.bind(TOKENS.ContentBackend).toConstantValue(contentBackend);
  else container.bind(TOKENS.ContentBackend).to(InMemoryContentBackend);
  // Two accounts systems, as in production: couples (Strapi) and the photographer (Firebase).
  const VisitorAccounts = Symbol.for('memory.VisitorAccounts');
  container.bind<InMemoryAuth>(VisitorAccounts).to(InMemoryAuth);
  container.bind(TOKENS.VisitorAuth).toService(VisitorAccounts);
  container.bind(TOKENS.SocialSignIn).toService(VisitorAccounts);
  // The account forms' bot barrier has its own key and replay store, as Strapi's does; the admin sign-in has none.
  container.bind(MEMORY_TOKENS.AccountBotChallenges).to(InMemoryBotChallenges);
  container.bind(TOKENS.AccountBotChallenges).toService(MEMORY_TOKENS.AccountBotChallenges);
  container.bind(TOKENS.AdminAuth).toDynamicValue((ctx) => new InMemoryAuth(ctx.get(MEMORY_TOKENS.Options)));
  container.bind(MEMORY_TOKENS.BookingStore).to(InMemoryBookingRepository);
  container.bind(TOKENS.Bookings).toService(MEMORY_TOKENS.BookingStore);
  container.bind(MEMORY_TOKENS.Outbox).to(InMemoryOutbox);
  container
    .bind(MEMORY_TOKENS.Mail)
    .toDynamicValue((ctx) => memoryMailSettings(ctx.get(TOKENS.AppConfig).siteUrl, ctx.get(TOKENS.ContentBackend)));
  container.bind(TOKENS.Availability).toService(TOKENS.Bookings);
  // Fakes that no page's first screen calls load on their first call, each in a chunk of its own (lazy-fake.ts); the
  // sessions, the bookings the calendars read, the bot barrier, content and consent stay eager.
  bindLazyFake(container, TOKENS.BookingSubmission, () => import('../../../adapters/memory/in-memory-booking-submission').then((m) => m.InMemoryBookingSubmission));
  bindLazyFake(container, TOKENS.BookingAdmin, () => import('../../../adapters/memory/in-memory-booking-admin').then((m) => m.InMemoryBookingAdmin));
  bindLazyFake(container, TOKENS.CalendarFeed, () => import('../../../adapters/memory/in-memory-calendar-feed').then((m) => m.InMemoryCalendarFeed));
  bindLazyFake(container, TOKENS.MailLog, () => import('../../../adapters/memory/in-memory-mail-log').then((m) => m.InMemoryMailLog));
  bindLazyFake(container, TOKENS.BookingThread, () => import('../../../adapters/memory/in-memory-booking-thread').then((m) => m.InMemoryBookingThread));
  // The bank fake's ledger loads when the portal first asks what a booking's symbol brought (one instance with the
  // desk's, memory-bank.ts); the bank desk loads on its first call, so the demo's other pages carry neither.
  container.bind(MEMORY_TOKENS.BankLedger).toConstantValue(async () => (await import('./memory-bank-ledger')).memoryBankLedger(container));
  container.bind(TOKENS.BankDesk).toConstantValue(lazyAsyncPort(async () => (await import('./memory-bank')).memoryBankDesk(container)));
  // The issued documents load on their first call, the couple's and the desk's on one state (memory-documents.ts).
  const documents = async () => (await import('./memory-documents')).memoryDocuments(container);
  container.bind(TOKENS.CoupleDocuments).toConstantValue(lazyAsyncPort(async () => (await documents()).couple));
  container.bind(TOKENS.DeskDocuments).toConstantValue(lazyAsyncPort(async () => (await documents()).desk));
  bindLazyFake(container, TOKENS.FileStorage, () => import('../../../adapters/memory/in-memory-file-storage').then((m) => m.InMemoryFileStorage));
  bindLazyFake(container, TOKENS.Contact, () => import('../../../adapters/memory/in-memory-contact').then((m) => m.InMemoryContact));
  // The couple's portal acts as the visitor-accounts fake's user, on the same booking store and outbox as the desk.
  bindLazyFake(container, TOKENS.CouplePortal, () => import('../../../adapters/memory/in-memory-couple-portal').then((m) => m.InMemoryCouplePortal));
  container.bind(MEMORY_TOKENS.DayPlans).toConstantValue(new InMemoryDayPlans());
  bindLazyFake(container, TOKENS.CoupleDayPlan, () => import('../../../adapters/memory/in-memory-day-plan').then((m) => m.InMemoryCoupleDayPlan));
  bindLazyFake(container, TOKENS.DeskDayPlan, () => import('../../../adapters/memory/in-memory-day-plan').then((m) => m.InMemoryDeskDayPlan));
  container.bind(MEMORY_TOKENS.ContractRenderer).toConstantValue(adapterOptions.contractRenderer ?? (async () => (await import('./memory-contract-renderer')).browserContractRenderer()));
  bindLazyFake(container, TOKENS.CoupleContract, () => import('../../../adapters/memory/in-memory-couple-contract').then((m) => m.InMemoryCoupleContract));
  container.bind(TOKENS.DeskContract).toConstantValue(lazyAsyncPort(async () => (await import('./memory-desk-contract')).memoryDeskContract(container)));
  container.bind(TOKENS.SafeMarkdown).toConstantValue(safeMarkdown);
  container.bind(MEMORY_TOKENS.BotChallenges).to(InMemoryBotChallenges);
  container.bind(TOKENS.BotChallenges).toService(MEMORY_TOKENS.BotChallenges);
  container.bind(TOKENS.BackendErrors).to(InMemoryBackendErrors);
  container.bind(TOKENS.Analytics).to(InMemoryAnalytics);
  container.bind(TOKENS.BuildVersion).toConstantValue(buildVersion ?? new InMemoryBuildVersion(currentBuild()));
  // Galleries load on their first call (memory-galleries.ts), so the demo's other pages do not carry them.
  let galleries: Promise<Awaited<ReturnType<MemoryGalleries>>> | undefined;
  const loadGalleries = () => (galleries ??= import('./memory-galleries').then(({ memoryGalleries }) => memoryGalleries(container)));
  container.bind(TOKENS.GalleryAdmin).toConstantValue(lazyAsyncPort(async () => (await loadGalleries()).admin));
  container.bind(TOKENS.GalleryViewer).toConstantValue(lazyAsyncPort(async () => (await loadGalleries()).viewer));
  container.bind(MEMORY_TOKENS.GalleryPrivacy).toConstantValue(async () => (await loadGalleries()).privacy);
  // A failed early load is forgotten: the first call tries again, as it would have without it.
  if (loadGalleriesAtOnce) loadGalleries().catch(() => (galleries = undefined));
  bindStores(container, stores, adapterOptions.storage);
  return container;
}
