import { Container } from 'inversify';
import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { InMemoryBookingThread } from '../../../adapters/memory/in-memory-booking-thread';
import { InMemoryBookingAdmin } from '../../../adapters/memory/in-memory-booking-admin';
import { InMemoryBookingRepository } from '../../../adapters/memory/in-memory-booking-repository';
import { InMemoryCalendarFeed } from '../../../adapters/memory/in-memory-calendar-feed';
import { InMemoryMailLog } from '../../../adapters/memory/in-memory-mail-log';
import { InMemoryOutbox, memoryMailSettings } from '../../../adapters/memory/in-memory-outbox';
import { InMemoryBuildVersion } from '../../../adapters/memory/in-memory-build-version';
import { InMemoryAnalytics } from '../../../adapters/memory/in-memory-analytics';
import { InMemoryBackendErrors } from '../../../adapters/memory/in-memory-backend-errors';
import { InMemoryBookingSubmission } from '../../../adapters/memory/in-memory-booking-submission';
import { InMemoryFileStorage } from '../../../adapters/memory/in-memory-file-storage';
import { InMemoryContact } from '../../../adapters/memory/in-memory-contact';
import { InMemoryCouplePortal } from '../../../adapters/memory/in-memory-couple-portal';
import { InMemoryCoupleDayPlan, InMemoryDayPlans, InMemoryDeskDayPlan } from '../../../adapters/memory/in-memory-day-plan';
import { InMemoryCoupleContract } from '../../../adapters/memory/in-memory-couple-contract';
import { InMemoryBotChallenges } from '../../../adapters/memory/in-memory-bot-challenges';
import { InMemoryContentBackend } from '../../../adapters/memory/in-memory-content-backend';
import { DEMO_ACCOUNTS } from '../../../adapters/memory/demo-accounts';
import { DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../../adapters/memory/demo-gallery';
import { demoSeed } from '../../../adapters/memory/demo-seed';
import { demoContent, type DemoContent } from '../../../adapters/memory/demo-content/demo-content';
import type { MemoryAdapterOptions } from '../../../adapters/memory/memory-adapter-options';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import type { AppConfig } from '../../../ports/app-config-port';
import type { BuildVersionPort } from '../../../ports/build-version-port';
import type { ContentBackendPort } from '../../../ports/content-backend-port';
import { TOKENS } from '../../../ports/tokens';
import { keepGuestPass } from '../../features/gallery/guest-pass-storage';
import { lazyAsyncPort } from './lazy-port';
import { safeMarkdown } from './safe-markdown';
import type { memoryGalleries } from './memory-galleries';

type MemoryGalleries = typeof memoryGalleries;
import type { ServiceResolver } from '../../shared/services/services-context';
import { currentBuild } from './current-build';
import { createAdminBookingsStore } from '../../features/admin/admin-bookings-store';
import { createBookingStores } from '../../features/booking/booking-stores';
import { createContactStore } from '../../features/contact/contact-store';
import { createCouplePortalStore } from '../../features/account/couple-portal-store';
import { createChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { bindStores, type FeatureStoreLoaders } from './shared-bindings';

export interface MemoryContainerOptions extends MemoryAdapterOptions {
  content?: DemoContent;
  config?: Partial<AppConfig>;
  buildVersion?: BuildVersionPort;
  /** Content from elsewhere than the in-memory demo (the published snapshot in the built site and the prerender). */
  contentBackend?: ContentBackendPort;
}

/** A fresh, deterministic container on in-memory fakes: tests, stories and the demo profile. */
export function createMemoryContainer(options: MemoryContainerOptions = {}): Container {
  const { content = demoContent, config, buildVersion, contentBackend, ...adapterOptions } = options;
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
  container.bind(TOKENS.BookingSubmission).to(InMemoryBookingSubmission);
  container.bind(TOKENS.BookingAdmin).to(InMemoryBookingAdmin);
  container.bind(TOKENS.CalendarFeed).to(InMemoryCalendarFeed);
  container.bind(TOKENS.MailLog).to(InMemoryMailLog);
  container.bind(TOKENS.BookingThread).to(InMemoryBookingThread);
  // The bank fake's ledger loads when the portal first asks what a booking's symbol brought (one instance with the
  // desk's, memory-bank.ts); the bank desk loads on its first call, so the demo's other pages carry neither.
  container.bind(MEMORY_TOKENS.BankLedger).toConstantValue(async () => (await import('./memory-bank-ledger')).memoryBankLedger(container));
  container.bind(TOKENS.BankDesk).toConstantValue(lazyAsyncPort(async () => (await import('./memory-bank')).memoryBankDesk(container)));
  container.bind(TOKENS.FileStorage).to(InMemoryFileStorage);
  container.bind(TOKENS.Contact).to(InMemoryContact);
  // The couple's portal acts as the visitor-accounts fake's user, on the same booking store and outbox as the desk.
  container.bind(TOKENS.CouplePortal).to(InMemoryCouplePortal);
  container.bind(MEMORY_TOKENS.DayPlans).toConstantValue(new InMemoryDayPlans());
  container.bind(TOKENS.CoupleDayPlan).to(InMemoryCoupleDayPlan);
  container.bind(TOKENS.DeskDayPlan).to(InMemoryDeskDayPlan);
  container.bind(MEMORY_TOKENS.ContractRenderer).toConstantValue(adapterOptions.contractRenderer ?? (async () => (await import('./memory-contract-renderer')).browserContractRenderer()));
  container.bind(TOKENS.CoupleContract).to(InMemoryCoupleContract);
  container.bind(TOKENS.DeskContract).toConstantValue(lazyAsyncPort(async () => (await import('./memory-desk-contract')).memoryDeskContract(container)));
  container.bind(TOKENS.SafeMarkdown).toConstantValue(safeMarkdown);
  container.bind(MEMORY_TOKENS.BotChallenges).to(InMemoryBotChallenges);
  container.bind(TOKENS.BotChallenges).toService(MEMORY_TOKENS.BotChallenges);
  container.bind(TOKENS.BackendErrors).to(InMemoryBackendErrors);
  container.bind(TOKENS.Analytics).to(InMemoryAnalytics);
  container.bind(TOKENS.BuildVersion).toConstantValue(buildVersion ?? new InMemoryBuildVersion(currentBuild()));
  // Galleries load on their first call (memory-galleries.ts), so the demo's other pages do not carry them.
  let galleries: Promise<ReturnType<MemoryGalleries>> | undefined;
  const loadGalleries = () => (galleries ??= import('./memory-galleries').then(({ memoryGalleries }) => memoryGalleries(container)));
  container.bind(TOKENS.GalleryAdmin).toConstantValue(lazyAsyncPort(async () => (await loadGalleries()).admin));
  container.bind(TOKENS.GalleryViewer).toConstantValue(lazyAsyncPort(async () => (await loadGalleries()).viewer));
  container.bind(MEMORY_TOKENS.GalleryPrivacy).toConstantValue(async () => (await loadGalleries()).privacy);
  bindStores(container, eagerFeatureStores, adapterOptions.storage);
  return container;
}

/** The fakes' stores resolve at once: tests and stories render components that read them without a router. */
const eagerFeatureStores: FeatureStoreLoaders = {
  booking: () => ({ createBookingStores }),
  contact: () => ({ createContactStore, createChallengeSource }),
  admin: () => ({ createAdminBookingsStore }),
  account: () => ({ createCouplePortalStore }),
  // Only the gallery desk's photos page reads it, through the router (which resolves its page's services first): its
  // code loads with that page, not with every page of the demo.
  galleryDesk: () => import('../../features/gallery-desk/upload-queue-store'),
};

/**
 * The demo's benchmark switches, read from the address the demo is opened at (only this demo profile knows them; a
 * real build has no demo data): `?demo-fotek=1000` gives its gallery that many photos (the demo's images repeated),
 * for the scroll tests and the gallery benchmarks; `?demo-jako=novomanzele` starts with the demo couple signed in and
 * `?demo-jako=host` with the demo guest link's PIN entered (both are the demo's, in the README), so a benchmark can
 * load their gallery cold: the fakes' sessions and guest passes live as long as the page, and a reload ends them.
 */
function demoSwitches(search: string): { galleryPhotos?: number; as: string | null } {
  const query = new URLSearchParams(search);
  const count = Number(query.get('demo-fotek'));
  return { ...(Number.isInteger(count) && count > 0 ? { galleryPhotos: count } : {}), as: query.get('demo-jako') };
}

/**
 * The browser demo: fakes, a busy demo season kept in localStorage, real version checks against the deployed build.
 * A built demo reads its content from the snapshot the prerender step published, like the real site; the dev server
 * reads the in-memory demo content directly.
 */
export async function createServices(config: AppConfig): Promise<ServiceResolver> {
  const switches = demoSwitches(window.location.search);
  const container = createMemoryContainer({
    config,
    ...(import.meta.env.DEV ? {} : { contentBackend: new FetchContentSnapshot({ baseUrl: import.meta.env.BASE_URL }) }),
    storage: window.localStorage,
    latencyMs: Number(import.meta.env.VITE_MEMORY_LATENCY_MS ?? 0),
    // A season in full swing (the desk's home, list and calendar have work in them) and the couple's delivered gallery.
    ...demoSeed(new Date(), switches.galleryPhotos),
    buildVersion: new FetchBuildVersion(currentBuild(), { baseUrl: import.meta.env.BASE_URL }),
  });
  if (switches.as === 'novomanzele') {
    const couple = DEMO_ACCOUNTS.find((account) => account.roles.includes('visitor') && !account.roles.includes('admin'))!;
    await container.get(TOKENS.VisitorAuth).signIn({ identifier: couple.email, password: couple.password });
  }
  if (switches.as === 'host') keepGuestPass(DEMO_GUEST_LINK, await container.get(TOKENS.GalleryViewer).openAsGuest(DEMO_GUEST_LINK, DEMO_GUEST_PIN));
  return container;
}
