import type { DocumentBooking, DocumentIssue } from '../../domain/documents/build-documents';
import type { DocumentAmounts } from '../../domain/documents/document-amounts';
import type { DocumentKind } from '../../domain/documents/document-kind';
import type { TraderIdentity, TraderVat } from '../../domain/documents/trader';

/** A VAT payer at 21 % (the photographer's services' rate in 2026). */
export const PAYER_VAT: TraderVat = { payer: true, dic: 'CZ27074358', ratePercent: 21 };
export const NON_PAYER_VAT: TraderVat = { payer: false };

/** A trader who can issue: valid IČO (mod 11), register entry, a valid Czech IBAN. */
export function aTrader(overrides: Partial<TraderIdentity> = {}): TraderIdentity {
  return {
    name: 'Jana Světlá – svatební fotografie',
    address: { street: 'Žitná 12', city: 'Praha 2', postalCode: '120 00', country: 'CZ' },
    ico: '27074358',
    registerEntry: 'Fyzická osoba zapsaná v živnostenském rejstříku, Úřad městské části Praha 2',
    vat: NON_PAYER_VAT,
    iban: 'CZ6508000000192000145399',
    email: 'jana@example.cz',
    ...overrides,
  };
}

export function anIssue(kind: DocumentKind, overrides: Partial<DocumentIssue> & { sequence?: number } = {}): DocumentIssue {
  const { sequence = 1, ...rest } = overrides;
  return { number: { kind, year: 2027, sequence }, issueDate: '2027-03-01', trader: aTrader(), ...rest };
}

export function aDocumentBooking(overrides: Partial<DocumentBooking> = {}): DocumentBooking {
  return {
    bookingId: 'booking-1',
    customer: { name: 'Tereza Nováková a Petr Dvořák', email: 'tereza@example.cz' },
    weddingDate: '2027-06-12',
    variableSymbol: '2706120042',
    ...overrides,
  };
}

/** A non-payer's deposit invoice's money summary, as an issued record keeps it. */
export function someAmounts(overrides: Partial<DocumentAmounts> = {}): DocumentAmounts {
  return { currency: 'CZK', customerName: 'Jana a Petr', totalHalere: 1_000_000, payableHalere: 1_000_000, vat: [], ...overrides };
}
