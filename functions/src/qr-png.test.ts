// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { qrPngBase64 } from './qr-png';
import { decodeQrPng } from '../../tests/support/png';

describe('the mails\' QR Platba PNG', () => {
  it('decodes back to the exact SPAYD string, diacritics and escapes included', () => {
    const spayd = 'SPD*1.0*ACC:CZ6508000000192000145399*AM:11700.00*CC:CZK*DT:20270126*X-VS:2708141234*MSG:Záloha svatba H3WD-9RTA Jana%2APetr';
    expect(decodeQrPng(Buffer.from(qrPngBase64(spayd), 'base64'))).toBe(spayd);
  });
  it('is not decoded as something else for another text (the test can fail)', () => {
    expect(decodeQrPng(Buffer.from(qrPngBase64('SPD*1.0*AM:1.00'), 'base64'))).not.toBe('SPD*1.0*AM:2.00');
  });
});
