import { Container } from 'inversify';
import { FirebaseBankDesk } from '../../../adapters/firebase/firebase-bank-desk';
import { FirebaseBookingAdmin } from '../../../adapters/firebase/firebase-booking-admin';
import { FirebaseBookingThread } from '../../../adapters/firebase/firebase-booking-thread';
import { FirebaseCalendarFeed } from '../../../adapters/firebase/firebase-calendar-feed';
import { FirebaseDeskDayPlan } from '../../../adapters/firebase/firebase-day-plan';
import { FirebaseDeskDocuments } from '../../../adapters/firebase/firebase-documents';
import { FirebaseDeskContract } from '../../../adapters/firebase/firebase-desk-contract';
import { FirebaseFileStorage } from '../../../adapters/firebase/firebase-file-storage';
import { FirebaseGalleryAdmin } from '../../../adapters/firebase/firebase-gallery-admin';
import { FirebaseMailLog } from '../../../adapters/firebase/firebase-mail-log';
import { FirestoreBookingRepository } from '../../../adapters/firebase/firestore-booking-repository';
import type { BankDeskPort } from '../../../ports/bank-desk-port';
import type { BookingAdminPort } from '../../../ports/booking-admin-port';
import type { BookingRepository } from '../../../ports/booking-repository-port';
import type { BookingThreadPort } from '../../../ports/booking-thread-port';
import type { CalendarFeedPort } from '../../../ports/calendar-feed-port';
import type { DeskDayPlanPort } from '../../../ports/day-plan-port';
import type { DeskDocumentsPort } from '../../../ports/documents-port';
import type { DeskContractPort } from '../../../ports/desk-contract-port';
import type { FileStoragePort } from '../../../ports/file-storage-port';
import type { GalleryAdminPort } from '../../../ports/gallery-admin-port';
import type { MailLogPort } from '../../../ports/mail-log-port';

export interface FirebaseAdminServices {
  bookings: BookingRepository;
  bookingAdmin: BookingAdminPort;
  calendarFeed: CalendarFeedPort;
  fileStorage: FileStoragePort;
  mailLog: MailLogPort;
  galleryAdmin: GalleryAdminPort;
  bankDesk: BankDeskPort;
  bookingThread: BookingThreadPort;
  dayPlan: DeskDayPlanPort;
  documents: DeskDocumentsPort;
  contract: DeskContractPort;
}

/** The photographer's adapters (their own chunk: visitors' pages never load it), built on the parent's Firebase start-up. */
export function createFirebaseAdminServices(parent: Container): FirebaseAdminServices {
  const container = new Container({ parent, defaultScope: 'Singleton' });
  return {
    bookings: container.get(FirestoreBookingRepository, { autobind: true }),
    bookingAdmin: container.get(FirebaseBookingAdmin, { autobind: true }),
    calendarFeed: container.get(FirebaseCalendarFeed, { autobind: true }),
    fileStorage: container.get(FirebaseFileStorage, { autobind: true }),
    mailLog: container.get(FirebaseMailLog, { autobind: true }),
    galleryAdmin: container.get(FirebaseGalleryAdmin, { autobind: true }),
    bankDesk: container.get(FirebaseBankDesk, { autobind: true }),
    bookingThread: container.get(FirebaseBookingThread, { autobind: true }),
    dayPlan: container.get(FirebaseDeskDayPlan, { autobind: true }),
    documents: container.get(FirebaseDeskDocuments, { autobind: true }),
    contract: container.get(FirebaseDeskContract, { autobind: true }),
  };
}
