import { XMLBuilder } from 'fast-xml-parser';
import { normaliseIban } from '../payment/iban';
import { vatAfterDeductions } from './build-documents';
import type { DocumentContent, DocumentCustomer } from './document-content';
import type { TraderIdentity } from './trader';

/**
 * A document as ISDOC 6.0.2 (the Czech e-invoice format accounting programs import; schema shipped in
 * assets/schemas/isdoc-invoice-6.0.2.xsd and checked by isdoc.test.ts). DocumentType codes as the schema's
 * DocumentTypeType enumerates them: 1 faktura – daňový doklad, 2 opravný daňový doklad (dobropis), 4 zálohová faktura
 * (nedaňový zálohový list), 5 daňový doklad při přijetí platby, 6 opravný daňový doklad při přijetí platby (the
 * correction of a 5, which is what a payer's cancellation of a paid deposit is). A non-payer's payment confirmation
 * is no invoice of any ISDOC type: it has no ISDOC (null), and the accountant finds it in the archive's list and PDF.
 */
export const ISDOC_VERSION = '6.0.2';
const NAMESPACE = 'http://isdoc.cz/namespace/2013';
const ISSUING_SYSTEM = 'Svatební fotograf – rezervace a doklady';

export function isdocDocumentType(content: Pick<DocumentContent, 'kind' | 'taxDocument'>): 1 | 2 | 4 | 5 | 6 | null {
  switch (content.kind) {
    case 'deposit-invoice':
      return 4;
    case 'payment-receipt':
      return content.taxDocument ? 5 : null;
    case 'final-invoice':
      return 1;
    case 'cancellation':
      return content.taxDocument ? 6 : 2;
  }
}

/** Haléře as an ISDOC decimal: 123456 → "1234.56", −5 → "-0.05". */
export function isdocAmount(halere: number): string {
  const sign = halere < 0 ? '-' : '';
  const absolute = Math.abs(halere);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * The document's UUID, derived from the supplier's IČO and the printed number so that exporting a document again
 * gives the same UUID (importing programs recognise a repeat by it). Four FNV-1a lanes; not a secret, only unique.
 */
export function isdocUuid(ico: string, printedNumber: string): string {
  const text = `${ico}/${printedNumber}`;
  const lanes = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let hash = seed >>> 0;
    for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  });
  const hex = lanes.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const country = (code: string) => ({ IdentificationCode: code, Name: code === 'CZ' ? 'Česká republika' : code });

function supplierParty(trader: TraderIdentity) {
  return {
    PartyIdentification: { ID: trader.ico },
    PartyName: { Name: trader.name },
    PostalAddress: { StreetName: trader.address.street, BuildingNumber: '', CityName: trader.address.city, PostalZone: trader.address.postalCode, Country: country(trader.address.country) },
    ...(trader.vat.payer ? { PartyTaxScheme: { CompanyID: trader.vat.dic, TaxScheme: 'VAT' } } : {}),
    RegisterIdentification: { Preformatted: trader.registerEntry },
    Contact: { ...(trader.phone ? { Telephone: trader.phone } : {}), ElectronicMail: trader.email },
  };
}

// The customer as the billing details name them (a company with its IČO and DIČ); no e-mail.
function customerParty(customer: DocumentCustomer) {
  const address = customer.address;
  return {
    PartyIdentification: { ID: customer.ico ?? '' },
    PartyName: { Name: customer.name },
    PostalAddress: { StreetName: address?.street ?? '', BuildingNumber: '', CityName: address?.city ?? '', PostalZone: address?.postalCode ?? '', Country: country(address?.country ?? 'CZ') },
    ...(customer.dic ? { PartyTaxScheme: { CompanyID: customer.dic, TaxScheme: 'VAT' } } : {}),
  };
}

/** The bank account of a payment: a Czech IBAN's BBAN is bank code (4), prefix (6) and number (10). */
function bankAccount(ibanRaw: string) {
  const iban = normaliseIban(ibanRaw);
  const czech = iban.startsWith('CZ');
  const prefix = czech ? iban.slice(8, 14).replace(/^0+/, '') : '';
  const number = czech ? iban.slice(14).replace(/^0+/, '') : '';
  return { ID: czech ? `${prefix ? `${prefix}-` : ''}${number}` : iban, BankCode: czech ? iban.slice(4, 8) : '', Name: '', IBAN: iban, BIC: '' };
}

const originalId = (index: number) => `original-${index + 1}`;

function lines(content: DocumentContent) {
  return content.lines.map((line, index) => {
    const base = line.vat?.baseHalere ?? line.totalHalere;
    const tax = line.vat?.taxHalere ?? 0;
    // A cancellation's line reverses one receipt: it points to that original (OriginalDocumentReferences below).
    const original = content.corrects?.[index];
    return {
      ID: String(index + 1),
      ...(original ? { OriginalDocumentReference: { '@_ref': originalId(index) } } : {}),
      InvoicedQuantity: line.quantity,
      LineExtensionAmount: isdocAmount(base),
      LineExtensionAmountTaxInclusive: isdocAmount(line.totalHalere),
      LineExtensionTaxAmount: isdocAmount(tax),
      UnitPrice: isdocAmount(Math.round(base / line.quantity)),
      UnitPriceTaxInclusive: isdocAmount(Math.round(line.totalHalere / line.quantity)),
      // VATCalculationMethod 1: the tax computed from the amount including it ("shora").
      ClassifiedTaxCategory: { Percent: line.vat?.ratePercent ?? 0, VATCalculationMethod: 1, VATApplicable: content.taxDocument },
      Item: { Description: line.description },
    };
  });
}

function taxTotal(content: DocumentContent) {
  if (!content.taxDocument) {
    const zero = isdocAmount(0);
    const total = isdocAmount(content.totalHalere);
    const subTotal = { TaxableAmount: total, TaxAmount: zero, TaxInclusiveAmount: total, AlreadyClaimedTaxableAmount: zero, AlreadyClaimedTaxAmount: zero, AlreadyClaimedTaxInclusiveAmount: zero, DifferenceTaxableAmount: total, DifferenceTaxAmount: zero, DifferenceTaxInclusiveAmount: total, TaxCategory: { Percent: 0, VATApplicable: false } };
    return { TaxSubTotal: [subTotal], TaxAmount: zero };
  }
  const rows = vatAfterDeductions(content);
  return {
    TaxSubTotal: rows.map(({ rate, claimed, difference }) => ({
      TaxableAmount: isdocAmount(rate.baseHalere),
      TaxAmount: isdocAmount(rate.taxHalere),
      TaxInclusiveAmount: isdocAmount(rate.totalHalere),
      AlreadyClaimedTaxableAmount: isdocAmount(claimed.baseHalere),
      AlreadyClaimedTaxAmount: isdocAmount(claimed.taxHalere),
      AlreadyClaimedTaxInclusiveAmount: isdocAmount(claimed.totalHalere),
      DifferenceTaxableAmount: isdocAmount(difference.baseHalere),
      DifferenceTaxAmount: isdocAmount(difference.taxHalere),
      DifferenceTaxInclusiveAmount: isdocAmount(difference.totalHalere),
      TaxCategory: { Percent: rate.ratePercent, VATApplicable: true },
    })),
    TaxAmount: isdocAmount(rows.reduce((sum, row) => sum + row.difference.taxHalere, 0)),
  };
}

function monetaryTotal(content: DocumentContent) {
  const rows = content.taxDocument ? vatAfterDeductions(content) : [];
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const exclusive = content.taxDocument ? sum((row) => row.rate.baseHalere) : content.totalHalere;
  const claimedExclusive = sum((row) => row.claimed.baseHalere);
  const claimedInclusive = sum((row) => row.claimed.totalHalere);
  // A non-payer's deposits were never taxed: they are "paid deposits", deducted after the totals.
  const paidDeposits = content.taxDocument ? 0 : content.deductions.reduce((total, deduction) => total + deduction.totalHalere, 0);
  return {
    TaxExclusiveAmount: isdocAmount(exclusive),
    TaxInclusiveAmount: isdocAmount(content.totalHalere),
    AlreadyClaimedTaxExclusiveAmount: isdocAmount(claimedExclusive),
    AlreadyClaimedTaxInclusiveAmount: isdocAmount(claimedInclusive),
    DifferenceTaxExclusiveAmount: isdocAmount(exclusive - claimedExclusive),
    DifferenceTaxInclusiveAmount: isdocAmount(content.totalHalere - claimedInclusive),
    PaidDepositsAmount: isdocAmount(paidDeposits),
    PayableAmount: isdocAmount(content.payableHalere),
  };
}

function deposits(content: DocumentContent) {
  if (content.deductions.length === 0) return {};
  if (!content.taxDocument) {
    return { NonTaxedDeposits: { NonTaxedDeposit: content.deductions.map((deduction) => ({ ID: deduction.number, VariableSymbol: content.variableSymbol, DepositAmount: isdocAmount(deduction.totalHalere) })) } };
  }
  return {
    TaxedDeposits: {
      TaxedDeposit: content.deductions.map((deduction) => ({
        ID: deduction.number,
        VariableSymbol: content.variableSymbol,
        TaxableDepositAmount: isdocAmount(deduction.vat?.baseHalere ?? deduction.totalHalere),
        TaxInclusiveDepositAmount: isdocAmount(deduction.totalHalere),
        ClassifiedTaxCategory: { Percent: deduction.vat?.ratePercent ?? 0, VATCalculationMethod: 1, VATApplicable: true },
      })),
    },
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: false });

/** The ISDOC XML (UTF-8) of a document, or null for a document no ISDOC type fits (see isdocDocumentType). */
export function isdocXml(content: DocumentContent): string | null {
  const documentType = isdocDocumentType(content);
  if (documentType === null) return null;
  const notes = [...content.notes, ...(content.reason ? [`Důvod opravy: ${content.reason}`] : [])].join(' ');
  const invoice = {
    '@_xmlns': NAMESPACE,
    '@_version': ISDOC_VERSION,
    DocumentType: documentType,
    ID: content.printedNumber,
    UUID: isdocUuid(content.supplier.ico, content.printedNumber),
    IssuingSystem: ISSUING_SYSTEM,
    IssueDate: content.issueDate,
    ...(content.taxPointDate ? { TaxPointDate: content.taxPointDate } : {}),
    VATApplicable: content.taxDocument,
    ElectronicPossibilityAgreementReference: '',
    ...(notes ? { Note: notes } : {}),
    LocalCurrencyCode: 'CZK',
    CurrRate: 1,
    RefCurrRate: 1,
    AccountingSupplierParty: { Party: supplierParty(content.supplier) },
    AccountingCustomerParty: { Party: customerParty(content.customer) },
    ...(content.corrects?.length ? { OriginalDocumentReferences: { OriginalDocumentReference: content.corrects.map((original, index) => ({ '@_id': originalId(index), ID: original.number, IssueDate: original.issueDate, UUID: isdocUuid(content.supplier.ico, original.number) })) } } : {}),
    InvoiceLines: { InvoiceLine: lines(content) },
    ...deposits(content),
    TaxTotal: taxTotal(content),
    LegalMonetaryTotal: monetaryTotal(content),
    ...(content.payment
      ? { PaymentMeans: { Payment: { PaidAmount: isdocAmount(content.payment.amountHalere), PaymentMeansCode: 42, Details: { PaymentDueDate: content.payment.dueDate, ...bankAccount(content.payment.iban), VariableSymbol: content.payment.variableSymbol } } } }
      : {}),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ Invoice: invoice }) as string}`;
}
