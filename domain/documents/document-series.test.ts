import { describe, expect, it } from 'vitest';
import { formatDocumentNumber } from './document-kind';
import { documentSlot, documentYear, nextDocumentNumber } from './document-series';

describe('document series', () => {
  it('takes the year of the issue in Prague, not in UTC', () => {
    expect(documentYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    // 00:00 on 1 January in Prague (winter time, UTC+1).
    expect(documentYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });

  it('numbers after the last one, from 1 in a year with none', () => {
    expect(formatDocumentNumber(nextDocumentNumber('deposit-invoice', 2027, 0))).toBe('ZF-2027-0001');
    expect(nextDocumentNumber('final-invoice', 2027, 41)).toEqual({ kind: 'final-invoice', year: 2027, sequence: 42 });
  });

  it('gives a booking one slot per kind, a receipt one per payment', () => {
    expect(documentSlot('deposit-invoice', undefined)).toBe('deposit-invoice');
    expect(documentSlot('payment-receipt', ' fio-123 ')).toBe('payment-receipt:fio-123');
    expect(documentSlot('payment-receipt', 'fio-124')).not.toBe(documentSlot('payment-receipt', 'fio-123'));
  });

  it('refuses a receipt without its payment and another kind with one', () => {
    expect(() => documentSlot('payment-receipt', undefined)).toThrow(expect.objectContaining({ code: 'document/payment-id' }));
    expect(() => documentSlot('payment-receipt', '  ')).toThrow(expect.objectContaining({ code: 'document/payment-id' }));
    expect(() => documentSlot('cancellation', 'fio-1')).toThrow(expect.objectContaining({ code: 'document/payment-id' }));
  });
});
