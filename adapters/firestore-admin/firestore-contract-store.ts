import type { Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../../domain/errors';
import type { ContractTemplatePort } from '../../ports/contract-template-port';
import type { ContractStore } from '../../ports/units/contract-store-port';
import type { DepositSettingsSource } from '../../ports/units/mail-settings-port';
import { CONTRACT_ACCEPTANCES, fromAcceptanceDocument, toAcceptanceDocument } from '../../ports/wire/contract-documents';
import { BOOKINGS, fromBookingDocument } from '../../ports/wire/firestore-documents';
import { countAttempt } from './firestore-rate-limits';
import { toTimestamp } from './firestore-timestamps';

/** gRPC's ALREADY_EXISTS, as firebase-admin reports a `create` of a document that exists. */
const ALREADY_EXISTS = 6;

/**
 * The contract's store over firebase-admin: one transaction per acceptance reads the booking and its record and
 * `create`s the record, so of two racing acceptances one commits and the other is retried and refused (or, past the
 * read, fails on `create`). The identity comes from `verify` (the accounts service), never from the request.
 */
export function firestoreContractStore(
  store: Firestore,
  now: Date,
  verify: ContractStore['verify'],
  templates: ContractTemplatePort,
  deposit?: DepositSettingsSource,
): ContractStore {
  const acceptanceRef = (bookingId: string) => store.collection(CONTRACT_ACCEPTANCES).doc(bookingId);
  return {
    verify,
    countAttempt: (rules) => countAttempt(store, rules, now),
    templates,
    ...(deposit ? { deposit } : {}),
    atomically: async (work) => {
      try {
        return await store.runTransaction((tx) =>
          work({
            load: async (bookingId) => {
              const snapshot = await tx.get(store.collection(BOOKINGS).doc(bookingId));
              return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
            },
            acceptance: async (bookingId) => {
              const snapshot = await tx.get(acceptanceRef(bookingId));
              return snapshot.exists ? fromAcceptanceDocument(snapshot.data()!) : null;
            },
            record: async (acceptance) => {
              tx.create(acceptanceRef(acceptance.bookingId), toAcceptanceDocument(acceptance, toTimestamp));
            },
          }),
        );
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) throw new DomainError('contract/already-accepted');
        throw error;
      }
    },
  };
}
