import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { depositReminderMail } from './deposit-reminder';

// Its subject, key lines and typed text: couple-mails.test.ts.
const booking = aBooking({ status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA' });

describe('the couple\'s deposit reminder', () => {
  it('reads naturally without an amount, and never shows NaN for a broken one', () => {
    for (const amountCzk of [undefined, Number.NaN]) {
      const mail = depositReminderMail(booking, aMailContext(), { dueDate: '2027-05-04', ...(amountCzk === undefined ? {} : { amountCzk }) });
      expectWellFormedMail(mail);
      expect(mail.subject).toBe('Připomínka: záloha za svatební focení je splatná 4. května 2027 (H3WD-9RTA)');
      expectLines(mail, ['dovoluji si připomenout, že záloha za svatební focení je splatná 4. května 2027.']);
    }
  });
});
