import { describe, expect, it } from 'vitest';
import { aDocumentBooking, anIssue, aTrader, PAYER_VAT } from '../../tests/support/document-mother';
import type { BookingPricing } from '../booking/booking';
import { isDomainError } from '../errors';
import { buildCancellation } from './build-cancellation';
import { buildDepositInvoice, buildFinalInvoice, buildPaymentReceipt, referenceTo, vatAfterDeductions } from './build-documents';
import { documentMoney } from './document-format';
import { DOCUMENT_NOTES } from './document-texts';

const payer = aTrader({ vat: PAYER_VAT });
const pricing: BookingPricing = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 45_000 }, extras: [{ slug: 'album', name: 'Fotokniha', priceCzk: 6_500 }] };
const codeOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return isDomainError(error) ? error.code : error;
  }
  return 'no error';
};

describe('the deposit invoice (zálohová faktura)', () => {
  it('asks the deposit with a QR Platba for it, and says it is not a tax document in both VAT modes', () => {
    for (const trader of [aTrader(), payer]) {
      const invoice = buildDepositInvoice(anIssue('deposit-invoice', { trader }), aDocumentBooking(), { amountCzk: 10_000, dueDate: '2027-03-15' });
      expect(invoice).toMatchObject({ title: 'Zálohová faktura', printedNumber: 'ZF-2027-0001', taxDocument: false, vatRecap: [], totalHalere: 1_000_000, payableHalere: 1_000_000 });
      expect(invoice.notes).toContain(DOCUMENT_NOTES.notTaxDocument);
      expect(invoice.payment?.spayd).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:10000.00*CC:CZK*DT:20270315*X-VS:2706120042*MSG:Zálohová faktura ZF-2027-0001*RN:Jana Světlá – svatební fotografie');
    }
  });

  it('tells a non-payer\'s couple she is not a VAT payer, and a payer\'s that the tax receipt follows within 15 days', () => {
    const nonPayer = buildDepositInvoice(anIssue('deposit-invoice'), aDocumentBooking(), { amountCzk: 1, dueDate: '2027-03-15' });
    expect(nonPayer.notes).toContain(DOCUMENT_NOTES.notVatPayer);
    const vatPayer = buildDepositInvoice(anIssue('deposit-invoice', { trader: payer }), aDocumentBooking(), { amountCzk: 1, dueDate: '2027-03-15' });
    expect(vatPayer.notes).toContain(DOCUMENT_NOTES.receiptToFollow);
  });

  it('refuses a trader who cannot issue, a zero deposit and a number of another series', () => {
    expect(codeOf(() => buildDepositInvoice(anIssue('deposit-invoice', { trader: aTrader({ ico: '27074359' }) }), aDocumentBooking(), { amountCzk: 100, dueDate: '2027-03-15' }))).toBe('document/trader-ico-invalid');
    expect(codeOf(() => buildDepositInvoice(anIssue('deposit-invoice', { trader: aTrader({ vat: { payer: true, dic: '', ratePercent: 21 } }) }), aDocumentBooking(), { amountCzk: 100, dueDate: '2027-03-15' }))).toBe('document/trader-dic-missing');
    expect(codeOf(() => buildDepositInvoice(anIssue('deposit-invoice'), aDocumentBooking(), { amountCzk: 0, dueDate: '2027-03-15' }))).toBe('document/amount-invalid');
    expect(codeOf(() => buildDepositInvoice(anIssue('final-invoice'), aDocumentBooking(), { amountCzk: 100, dueDate: '2027-03-15' }))).toBeInstanceOf(RangeError);
  });
});

describe('the payment receipt', () => {
  it('is a payer\'s daňový doklad k přijaté platbě: tax point = day received, VAT from the amount received', () => {
    const receipt = buildPaymentReceipt(anIssue('payment-receipt', { trader: payer }), aDocumentBooking(), { amountHalere: 1_000_000, receivedOn: '2027-02-27' });
    expect(receipt).toMatchObject({ title: 'Daňový doklad k přijaté platbě', taxDocument: true, taxPointDate: '2027-02-27', totalHalere: 1_000_000, payableHalere: 0 });
    // 10 000 Kč / 1,21 = 8 264,4628… → base 8 264,46, tax 1 735,54.
    expect(receipt.vatRecap).toEqual([{ ratePercent: 21, baseHalere: 826_446, taxHalere: 173_554, totalHalere: 1_000_000 }]);
    expect(receipt.lines[0]?.vat).toEqual({ ratePercent: 21, baseHalere: 826_446, taxHalere: 173_554 });
    expect(receipt.payment).toBeUndefined();
  });

  it('is a non-payer\'s payment confirmation without any VAT', () => {
    const receipt = buildPaymentReceipt(anIssue('payment-receipt'), aDocumentBooking(), { amountHalere: 1_000_050, receivedOn: '2027-02-27' });
    expect(receipt).toMatchObject({ title: 'Potvrzení o přijetí platby', taxDocument: false, vatRecap: [], totalHalere: 1_000_050 });
    expect(receipt.lines[0]?.vat).toBeUndefined();
    expect(receipt.notes).toEqual([DOCUMENT_NOTES.notTaxDocument, DOCUMENT_NOTES.notVatPayer]);
  });
});

describe('the final invoice', () => {
  it('charges every agreed item, deducts the receipts and asks the rest with its own QR Platba (non-payer)', () => {
    const receipt = buildPaymentReceipt(anIssue('payment-receipt'), aDocumentBooking(), { amountHalere: 1_000_000, receivedOn: '2027-02-27' });
    const invoice = buildFinalInvoice(anIssue('final-invoice', { issueDate: '2027-06-20' }), { ...aDocumentBooking(), pricing }, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts: [referenceTo(receipt)] });
    expect(invoice.lines.map((line) => [line.description, line.totalHalere])).toEqual([['Celý den', 4_500_000], ['Fotokniha', 650_000]]);
    expect(invoice).toMatchObject({ title: 'Faktura', totalHalere: 5_150_000, payableHalere: 4_150_000, taxDocument: false });
    expect(invoice.taxPointDate).toBeUndefined();
    expect(invoice.payment).toMatchObject({ amountHalere: 4_150_000, dueDate: '2027-07-04' });
    expect(invoice.payment?.spayd).toContain('*AM:41500.00*');
    expect(invoice.notes).toContain(DOCUMENT_NOTES.deductedDeposits('PP-2027-0001'));
  });

  it('for a payer taxes the whole supply and deducts the tax already declared on the receipt (§ 37a)', () => {
    const receipt = buildPaymentReceipt(anIssue('payment-receipt', { trader: payer }), aDocumentBooking(), { amountHalere: 1_000_000, receivedOn: '2027-02-27' });
    const invoice = buildFinalInvoice(anIssue('final-invoice', { trader: payer }), { ...aDocumentBooking(), pricing }, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts: [referenceTo(receipt)] });
    expect(invoice).toMatchObject({ title: 'Faktura – daňový doklad', taxDocument: true, taxPointDate: '2027-06-12' });
    // 51 500 Kč / 1,21 = 42 561,9835 → 42 561,98 base, 8 938,02 tax.
    expect(invoice.vatRecap).toEqual([{ ratePercent: 21, baseHalere: 4_256_198, taxHalere: 893_802, totalHalere: 5_150_000 }]);
    const [row] = vatAfterDeductions(invoice);
    expect(row?.claimed).toMatchObject({ baseHalere: 826_446, taxHalere: 173_554, totalHalere: 1_000_000 });
    expect(row?.difference).toMatchObject({ baseHalere: 3_429_752, taxHalere: 720_248, totalHalere: 4_150_000 });
    expect(invoice.lines.reduce((sum, line) => sum + (line.vat?.baseHalere ?? 0), 0)).toBe(4_256_198);
  });

  it('asks nothing more (no QR) when the deposits paid the whole price', () => {
    const booking = { ...aDocumentBooking(), pricing: { extras: [{ slug: 'album', name: 'Fotokniha', priceCzk: 100 }] } };
    const paidAll = buildPaymentReceipt(anIssue('payment-receipt'), aDocumentBooking(), { amountHalere: 10_000, receivedOn: '2027-02-27' });
    const invoice = buildFinalInvoice(anIssue('final-invoice'), booking, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts: [referenceTo(paidAll)] });
    expect(invoice.payableHalere).toBe(0);
    expect(invoice.payment).toBeUndefined();
    expect(invoice.overpaidHalere).toBeUndefined();
    expect(invoice.notes.some((note) => note.includes('Přeplatek'))).toBe(false);
  });

  it.each([['non-payer', aTrader()], ['payer', payer]] as const)('receipts above the price (%s): issued with nothing to pay, no QR Platba, the přeplatek stated', (_mode, trader) => {
    const booking = { ...aDocumentBooking(), pricing: { extras: [{ slug: 'album', name: 'Fotokniha', priceCzk: 100 }] } };
    const receipt = (amountHalere: number, sequence: number) =>
      referenceTo(buildPaymentReceipt(anIssue('payment-receipt', { trader, sequence }), aDocumentBooking(), { amountHalere, receivedOn: '2027-02-27' }));
    const invoice = buildFinalInvoice(anIssue('final-invoice', { trader }), booking, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts: [receipt(6_000, 1), receipt(5_001, 2)] });
    expect(invoice).toMatchObject({ totalHalere: 10_000, payableHalere: 0, overpaidHalere: 1_001 });
    expect(invoice.payment).toBeUndefined();
    expect(invoice.deductions.map((deduction) => deduction.number)).toEqual(['PP-2027-0001', 'PP-2027-0002']);
    expect(invoice.notes).toContain(DOCUMENT_NOTES.overpaid(documentMoney(1_001)));
  });

  it('refuses a deduction that is not a receipt', () => {
    const booking = { ...aDocumentBooking(), pricing };
    const deposit = referenceTo(buildDepositInvoice(anIssue('deposit-invoice'), aDocumentBooking(), { amountCzk: 100, dueDate: '2027-03-15' }));
    expect(codeOf(() => buildFinalInvoice(anIssue('final-invoice'), booking, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts: [deposit] }))).toBe('document/amount-invalid');
  });

  it('refuses a booking without agreed prices', () => {
    expect(codeOf(() => buildFinalInvoice(anIssue('final-invoice'), { ...aDocumentBooking(), pricing: undefined }, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts: [] }))).toBe('document/prices-unknown');
  });
});

describe('the cancellation', () => {
  const receiptOf = (trader: typeof payer, amountHalere: number, sequence: number) =>
    referenceTo(buildPaymentReceipt(anIssue('payment-receipt', { trader, sequence, issueDate: `2027-02-2${sequence}` }), aDocumentBooking(), { amountHalere, receivedOn: '2027-02-20' }));

  it('is a payer\'s opravný daňový doklad: original number, reason, negative base/tax/total (§ 45)', () => {
    const receipt = receiptOf(payer, 1_000_000, 1);
    const correction = buildCancellation(anIssue('cancellation', { trader: payer, issueDate: '2027-04-02' }), aDocumentBooking(), { corrects: [receipt], reason: 'Zrušení rezervace, vrácení zálohy' });
    expect(correction).toMatchObject({ title: 'Opravný daňový doklad', taxDocument: true, taxPointDate: '2027-04-02', totalHalere: -1_000_000, payableHalere: -1_000_000, reason: 'Zrušení rezervace, vrácení zálohy' });
    expect(correction.corrects?.map((original) => original.number)).toEqual(['PP-2027-0001']);
    expect(correction.vatRecap).toEqual([{ ratePercent: 21, baseHalere: -826_446, taxHalere: -173_554, totalHalere: -1_000_000 }]);
    expect(correction.notes).toContain(DOCUMENT_NOTES.correction(['PP-2027-0001']));
  });

  it('corrects every receipt of the booking, one line each, reversing each one\'s amount and VAT exactly (not the VAT of their sum)', () => {
    const receipts = [receiptOf(payer, 1_000_050, 1), receiptOf(payer, 200_050, 2)];
    const correction = buildCancellation(anIssue('cancellation', { trader: payer }), aDocumentBooking(), { corrects: receipts, reason: 'Zrušení rezervace' });
    expect(correction.lines.map((line) => [line.description, line.totalHalere, line.vat])).toEqual(
      receipts.map((receipt) => [`Vrácení přijaté zálohy (doklad ${receipt.number})`, -receipt.totalHalere, { ratePercent: 21, baseHalere: -receipt.vat!.baseHalere, taxHalere: -receipt.vat!.taxHalere }]),
    );
    // The receipts declared 208 281 haléřů of tax between them; the tax of their sum would be 208 282.
    expect(correction.vatRecap).toEqual([{ ratePercent: 21, baseHalere: -(1_200_100 - 208_281), taxHalere: -208_281, totalHalere: -1_200_100 }]);
    expect(correction).toMatchObject({ totalHalere: -1_200_100, payableHalere: -1_200_100 });
    expect(correction.corrects?.map((original) => original.number)).toEqual(['PP-2027-0001', 'PP-2027-0002']);
    expect(correction.notes).toContain(DOCUMENT_NOTES.correction(['PP-2027-0001', 'PP-2027-0002']));
  });

  it('is a non-payer\'s plain credit note naming each confirmation, and refuses no original, a receipt twice or a document that is no receipt', () => {
    const receipts = [receiptOf(aTrader(), 500_000, 1), receiptOf(aTrader(), 120_000, 2)];
    const note = buildCancellation(anIssue('cancellation'), aDocumentBooking(), { corrects: receipts, reason: 'Zrušení rezervace' });
    expect(note).toMatchObject({ title: 'Dobropis', taxDocument: false, vatRecap: [], totalHalere: -620_000 });
    expect(note.lines.map((line) => [line.totalHalere, line.vat])).toEqual([[-500_000, undefined], [-120_000, undefined]]);
    expect(note.notes).toContain(DOCUMENT_NOTES.creditNote(['PP-2027-0001', 'PP-2027-0002']));
    expect(codeOf(() => buildCancellation(anIssue('cancellation'), aDocumentBooking(), { corrects: [], reason: 'x' }))).toBe('document/original-missing');
    expect(codeOf(() => buildCancellation(anIssue('cancellation'), aDocumentBooking(), { corrects: [receipts[0]!, receipts[0]!], reason: 'x' }))).toBe('document/amount-invalid');
    const invoice = referenceTo(buildDepositInvoice(anIssue('deposit-invoice'), aDocumentBooking(), { amountCzk: 100, dueDate: '2027-03-15' }));
    expect(codeOf(() => buildCancellation(anIssue('cancellation'), aDocumentBooking(), { corrects: [invoice], reason: 'x' }))).toBe('document/amount-invalid');
  });
});
