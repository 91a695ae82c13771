import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import type { DepositSettings } from '../../payment/deposit';
import { confirmedMail } from './confirmed';
import { QR_PLATBA_FILENAME } from './deposit-details';
import { depositReminderMail } from './deposit-reminder';

const deposit: DepositSettings = { iban: 'CZ6508000000192000145399', rule: { kind: 'percent', percent: 30 }, dueDays: 14 };
const booking = aBooking({
  status: 'confirmed',
  weddingDate: '2027-08-14',
  reservationCode: 'H3WD-9RTA',
  packageSlug: 'cely-den',
  pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39_000 }, extras: [] },
  history: [
    { at: '2027-01-10T09:00:00.000Z', by: 'public', from: null, to: 'new' },
    { at: '2027-01-12T09:00:00.000Z', by: 'admin', from: 'new', to: 'confirmed' },
  ],
});
const qrPng = (text: string) => Buffer.from(`png:${text}`).toString('base64');

describe('the deposit in the couple\'s mails', () => {
  it('the confirmation carries amount, account, variable symbol and due date, and the QR Platba as a PNG', () => {
    const mail = confirmedMail(booking, aMailContext({ deposit, qrPng }));
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Částka: 11\u00A0700\u00A0Kč',
      'Číslo účtu: 19-2000145399/0800',
      'IBAN: CZ65 0800 0000 1920 0014 5399',
      'Variabilní symbol: 270814',
      'Splatnost: 26. ledna 2027',
      'QR Platby z přílohy',
    ]);
    const png = mail.attachments?.find((attachment) => attachment.filename === QR_PLATBA_FILENAME);
    expect(png).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
    expect(Buffer.from(png!.content, 'base64').toString()).toMatch(/^png:SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:11700\.00\*CC:CZK\*DT:20270126\*X-VS:270814\d{4}\*MSG:/);
  });

  it('without a QR renderer the details are text and the mail points to the reservation page', () => {
    const mail = confirmedMail(booking, aMailContext({ deposit }));
    expect(mail.attachments?.map((attachment) => attachment.filename)).toEqual(['svatba-2027-08-14.ics']);
    expectLines(mail, ['Částka: 11\u00A0700\u00A0Kč', 'QR Platbu najdete také u své rezervace']);
  });

  it('without deposit settings, or a price to take the percentage of, the confirmation asks for no amount (never NaN Kč)', () => {
    for (const mail of [confirmedMail(booking, aMailContext()), confirmedMail({ ...booking, pricing: { extras: [] } }, aMailContext({ deposit, qrPng }))]) {
      expect(mail.text).not.toContain('Částka');
      expect(mail.text).not.toContain('NaN');
      expect(mail.attachments).toHaveLength(1);
    }
  });

  it('the reminder shows the same amount and details', () => {
    const mail = depositReminderMail(booking, aMailContext({ deposit, qrPng }), { dueDate: '2027-01-26' });
    expectWellFormedMail(mail);
    expect(mail.subject).toContain('26. ledna 2027');
    expectLines(mail, ['záloha za svatební focení ve výši 11\u00A0700\u00A0Kč je splatná 26. ledna 2027', 'Částka: 11\u00A0700\u00A0Kč', 'Variabilní symbol: 270814']);
    expect(mail.attachments?.map((attachment) => attachment.filename)).toEqual([QR_PLATBA_FILENAME]);
  });
});
