import type { ServiceIdentifier } from 'inversify';
import type { AppConfig } from './app-config-port';
import type { AnalyticsPort } from './analytics-port';
import type { AuthPort } from './auth-port';
import type { AvailabilityPort } from './availability-port';
import type { BackendErrorsPort } from './backend-errors-port';
import type { BookingAdminPort } from './booking-admin-port';
import type { BookingRepository } from './booking-repository-port';
import type { BookingSubmissionPort } from './booking-submission-port';
import type { BotChallengePort } from './bot-challenge-port';
import type { BuildVersionPort } from './build-version-port';
import type { BankDeskPort } from './bank-desk-port';
import type { DeskContractPort } from './desk-contract-port';
import type { BookingThreadPort } from './booking-thread-port';
import type { CalendarFeedPort } from './calendar-feed-port';
import type { ContactPort } from './contact-port';
import type { SafeMarkdownPort } from './safe-markdown-port';
import type { CoupleContractPort } from './couple-contract-port';
import type { CoupleDocumentsPort, DeskDocumentsPort } from './documents-port';
import type { CouplePortalPort } from './couple-portal-port';
import type { CoupleDayPlanPort, DeskDayPlanPort } from './day-plan-port';
import type { ContentBackendPort } from './content-backend-port';
import type { FileStoragePort } from './file-storage-port';
import type { GalleryAdminPort } from './gallery-admin-port';
import type { GalleryViewerPort } from './gallery-viewer-port';
import type { MailLogPort } from './mail-log-port';
import type { SocialSignInPort } from './social-sign-in-port';

/** Inversify service identifiers for the ports. Symbol.for keeps them equal across module copies (HMR, Storybook). */
export const TOKENS = {
  AppConfig: Symbol.for('AppConfig') as ServiceIdentifier<AppConfig>,
  ContentBackend: Symbol.for('ContentBackendPort') as ServiceIdentifier<ContentBackendPort>,
  /** Couples' visitor accounts (Strapi in production). */
  VisitorAuth: Symbol.for('AuthPort.visitor') as ServiceIdentifier<AuthPort>,
  /** The photographer's admin sign-in (Firebase Auth with the `admin` claim in production). */
  AdminAuth: Symbol.for('AuthPort.admin') as ServiceIdentifier<AuthPort>,
  SocialSignIn: Symbol.for('SocialSignInPort') as ServiceIdentifier<SocialSignInPort>,
  Bookings: Symbol.for('BookingRepository') as ServiceIdentifier<BookingRepository>,
  /** Public availability (date locks); the BookingRepository's own in the memory profile. */
  Availability: Symbol.for('AvailabilityPort') as ServiceIdentifier<AvailabilityPort>,
  BookingSubmission: Symbol.for('BookingSubmissionPort') as ServiceIdentifier<BookingSubmissionPort>,
  BookingAdmin: Symbol.for('BookingAdminPort') as ServiceIdentifier<BookingAdminPort>,
  /** The signed-in couple's reservations and data ("Moje svatba"), verified on the server. */
  CouplePortal: Symbol.for('CouplePortalPort') as ServiceIdentifier<CouplePortalPort>,
  CoupleDayPlan: Symbol.for('CoupleDayPlanPort') as ServiceIdentifier<CoupleDayPlanPort>,
  DeskDayPlan: Symbol.for('DeskDayPlanPort') as ServiceIdentifier<DeskDayPlanPort>,
  /** The couple's contract in "Moje svatba": shown filled, accepted once (issue 22). */
  CoupleContract: Symbol.for('CoupleContractPort') as ServiceIdentifier<CoupleContractPort>,
  /** Markdown from the CMS (the contract's text) as HTML passed through the site's sanitiser, safe for the DOM. */
  SafeMarkdown: Symbol.for('SafeMarkdownPort') as ServiceIdentifier<SafeMarkdownPort>,
  /** The photographer's subscribed calendar address (admin only). */
  CalendarFeed: Symbol.for('CalendarFeedPort') as ServiceIdentifier<CalendarFeedPort>,
  /** The booking mails' delivery log and resend (admin only). */
  MailLog: Symbol.for('MailLogPort') as ServiceIdentifier<MailLogPort>,
  FileStorage: Symbol.for('FileStoragePort') as ServiceIdentifier<FileStoragePort>,
  Analytics: Symbol.for('AnalyticsPort') as ServiceIdentifier<AnalyticsPort>,
  BackendErrors: Symbol.for('BackendErrorsPort') as ServiceIdentifier<BackendErrorsPort>,
  BuildVersion: Symbol.for('BuildVersionPort') as ServiceIdentifier<BuildVersionPort>,
  Contact: Symbol.for('ContactPort') as ServiceIdentifier<ContactPort>,
  /** Bot-barrier challenges of the booking and contact forms (the functions check them). */
  BotChallenges: Symbol.for('BotChallengePort') as ServiceIdentifier<BotChallengePort>,
  /** Bot-barrier challenges of the account forms, registration and forgot-password (Strapi checks them). */
  AccountBotChallenges: Symbol.for('BotChallengePort.accounts') as ServiceIdentifier<BotChallengePort>,
  /** The photographer's galleries desk (admin only). */
  GalleryAdmin: Symbol.for('GalleryAdminPort') as ServiceIdentifier<GalleryAdminPort>,
  /** The couple's and the guests' gallery ("Moje svatba", `/galerie/{linkId}`). */
  GalleryViewer: Symbol.for('GalleryViewerPort') as ServiceIdentifier<GalleryViewerPort>,
  /** The desk's bank screen: statements uploaded, "Nepřiřazené platby" (admin only). */
  BankDesk: Symbol.for('BankDeskPort') as ServiceIdentifier<BankDeskPort>,
  /** The photographer's side of a booking's thread with the couple (admin only). */
  BookingThread: Symbol.for('BookingThreadPort') as ServiceIdentifier<BookingThreadPort>,
  /** The couple's issued documents in "Moje svatba". */
  CoupleDocuments: Symbol.for('CoupleDocumentsPort') as ServiceIdentifier<CoupleDocumentsPort>,
  /** The desk's issued documents and the accountant's monthly archive (admin only). */
  DeskDocuments: Symbol.for('DeskDocumentsPort') as ServiceIdentifier<DeskDocumentsPort>,
  /** The desk's view of a booking's contract acceptance and its PDF (admin only). */
  DeskContract: Symbol.for('DeskContractPort') as ServiceIdentifier<DeskContractPort>,
} as const;
