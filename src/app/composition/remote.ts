import { Container } from 'inversify';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { FirebaseAnalytics } from '../../../adapters/firebase/firebase-analytics';
import { readFirebaseConfig } from '../../../adapters/firebase/firebase-config';
import { firebaseHttp } from '../../../adapters/firebase/firebase-http';
import { FIREBASE_TOKENS } from '../../../adapters/firebase/firebase-tokens';
import { FirestoreRestAvailability } from '../../../adapters/firebase/firestore-rest-availability';
import { FirebaseHttpBookingSubmission } from '../../../adapters/firebase/firebase-http-booking-submission';
import { FirebaseHttpBotChallenges } from '../../../adapters/firebase/firebase-http-bot-challenges';
import { FirebaseHttpContact } from '../../../adapters/firebase/firebase-http-contact';
import { FirebaseHttpCouplePortal } from '../../../adapters/firebase/firebase-http-couple-portal';
import { FirebaseHttpCoupleDayPlan } from '../../../adapters/firebase/firebase-day-plan';
import { FirebaseHttpCoupleContract } from '../../../adapters/firebase/firebase-http-couple-contract';
import { FirebaseHttpCoupleDocuments } from '../../../adapters/firebase/firebase-documents';
import { FirebaseHttpGalleryViewer } from '../../../adapters/firebase/firebase-http-gallery-viewer';
import type { StrapiConfig } from '../../../adapters/strapi/strapi-config';
import type { AppConfig } from '../../../ports/app-config-port';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../../shared/services/services-context';
import { ADMIN_SESSION } from '../../shared/session/session-store';
import { bindStores, lazyFeatureStores } from './shared-bindings';
import type { FirebaseAdminServices } from './firebase-admin-bindings';
import { lazyAsyncPort } from './lazy-port';
import { safeMarkdown } from './safe-markdown';
import { createSignInStage, type SignInStage } from './sign-in-stage';
import { bindLazyStrapiAccounts, readStrapiConfig } from './strapi-lazy-bindings';

export interface RemoteProfileDefaults {
  strapiUrl: string;
  /**
   * The dev server binds content and accounts straight to Strapi (`bindStrapi`), so editors see changes at once.
   * Without it (a built site), content comes from the files the prerender step published on the site's origin and
   * accounts load on first use. Passed in rather than imported, so a built site's bundle carries no Strapi client.
   */
  liveStrapi?: ((container: Container, config: StrapiConfig) => void) | undefined;
}

/**
 * The real services: Strapi for content and couples' accounts, Firebase for bookings, the admin, functions,
 * storage and analytics. The public booking and contact pages speak to Firebase over plain HTTP (callables, Firestore
 * REST), so only the admin downloads the SDK — on first use; its start-up sequence runs once, when a page needs it.
 * `stage`: the sign-in page's services when they came first (sign-in-stage.ts); this container takes them over.
 */
export function createRemoteContainer(
  config: AppConfig,
  env: Record<string, string | boolean | undefined>,
  defaults: RemoteProfileDefaults,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  stage: SignInStage = createSignInStage(env, storage),
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  const strapi = readStrapiConfig(env, defaults.strapiUrl);
  if (defaults.liveStrapi) defaults.liveStrapi(container, strapi);
  else {
    container.bind(TOKENS.ContentBackend).toConstantValue(new FetchContentSnapshot({ baseUrl: String(env.BASE_URL ?? '/') }));
    bindLazyStrapiAccounts(container, strapi);
  }
  container.bind(FIREBASE_TOKENS.Startup).toConstantValue(stage.startup);
  // Read when a public booking or contact adapter is first needed, like the SDK's config.
  container.bind(FIREBASE_TOKENS.Http).toDynamicValue(() => firebaseHttp(readFirebaseConfig(env)));
  container.bind(TOKENS.AdminAuth).toConstantValue(stage.adminAuth);
  container.bind(ADMIN_SESSION).toDynamicValue(stage.adminSession);
  // The booking desk's adapters load with the admin pages that use them (visitors' pages never download them), or
  // when the photographer signs in (the stage's auth starts `warmDesk` beside the sign-in), since the desk follows.
  let admin: Promise<FirebaseAdminServices> | undefined;
  const adminServices = () => (admin ??= import('./firebase-admin-bindings').then((m) => m.createFirebaseAdminServices(container)));
  stage.warmDesk = () => Promise.all([adminServices(), import('../../../adapters/firebase/firestore-sdk')]);
  container.bind(TOKENS.Bookings).toConstantValue(lazyAsyncPort(async () => (await adminServices()).bookings));
  container.bind(TOKENS.Availability).to(FirestoreRestAvailability);
  container.bind(TOKENS.BookingSubmission).to(FirebaseHttpBookingSubmission);
  container.bind(TOKENS.BookingAdmin).toConstantValue(lazyAsyncPort(async () => (await adminServices()).bookingAdmin));
  container.bind(TOKENS.CalendarFeed).toConstantValue(lazyAsyncPort(async () => (await adminServices()).calendarFeed));
  container.bind(TOKENS.MailLog).toConstantValue(lazyAsyncPort(async () => (await adminServices()).mailLog));
  container.bind(TOKENS.BankDesk).toConstantValue(lazyAsyncPort(async () => (await adminServices()).bankDesk));
  container.bind(TOKENS.BookingThread).toConstantValue(lazyAsyncPort(async () => (await adminServices()).bookingThread));
  container.bind(TOKENS.Contact).to(FirebaseHttpContact);
  // The couple's portal callables, carrying the visitor's Strapi session (TOKENS.VisitorAuth's sessionToken()).
  container.bind(TOKENS.CouplePortal).to(FirebaseHttpCouplePortal);
  container.bind(TOKENS.CoupleDayPlan).to(FirebaseHttpCoupleDayPlan);
  container.bind(TOKENS.DeskDayPlan).toConstantValue(lazyAsyncPort(async () => (await adminServices()).dayPlan));
  container.bind(TOKENS.DeskContract).toConstantValue(lazyAsyncPort(async () => (await adminServices()).contract));
  container.bind(TOKENS.CoupleContract).to(FirebaseHttpCoupleContract);
  container.bind(TOKENS.CoupleDocuments).to(FirebaseHttpCoupleDocuments);
  container.bind(TOKENS.DeskDocuments).toConstantValue(lazyAsyncPort(async () => (await adminServices()).documents));
  container.bind(TOKENS.SafeMarkdown).toConstantValue(safeMarkdown);
  // Galleries: the desk over the SDK (with the admin chunk), couples and guests over plain fetch (no SDK on their pages).
  container.bind(TOKENS.GalleryAdmin).toConstantValue(lazyAsyncPort(async () => (await adminServices()).galleryAdmin));
  container.bind(TOKENS.GalleryViewer).to(FirebaseHttpGalleryViewer);
  container.bind(TOKENS.BotChallenges).to(FirebaseHttpBotChallenges);
  container.bind(TOKENS.FileStorage).toConstantValue(lazyAsyncPort(async () => (await adminServices()).fileStorage));
  container.bind(TOKENS.Analytics).to(FirebaseAnalytics);
  container.bind(TOKENS.BuildVersion).toConstantValue(stage.buildVersion);
  bindStores(container, lazyFeatureStores, storage);
  return container;
}

export type { ServiceResolver };

/** Strapi bindings for the dev server only: `import.meta.env.DEV` is false in a build, so the import is dropped. */
export async function liveStrapi(): Promise<RemoteProfileDefaults['liveStrapi']> {
  return import.meta.env.DEV ? (await import('./strapi-bindings')).bindStrapi : undefined;
}
