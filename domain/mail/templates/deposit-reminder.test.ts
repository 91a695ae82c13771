import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { depositReminderMail } from './deposit-reminder';

const booking = aBooking({ status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA' });

describe('the couple\'s deposit reminder', () => {
  it('says in the subject when the deposit is due, as a Czech date, with the code', () => {
    expect(depositReminderMail(booking, aMailContext(), { dueDate: '2027-05-04' }).subject).toBe(
      'Připomínka: záloha za svatební focení je splatná 4. května 2027 (H3WD-9RTA)',
    );
  });

  it('states the amount when known, what the deposit secures, and thanks if it is already on its way', () => {
    const mail = depositReminderMail(booking, aMailContext(), { dueDate: '2027-05-04', amountCzk: 5000 });
    expectWellFormedMail(mail);
    expectLines(mail, [
      'záloha za svatební focení ve výši 5\u00A0000\u00A0Kč je splatná 4. května 2027.',
      'Jakmile dorazí, je termín 12. června 2027 závazně Váš.',
      'Platební údaje najdete ve smlouvě.',
      'Pokud jste zálohu už poslali, děkuji',
      'Rezervační kód: H3WD-9RTA',
    ]);
  });

  it('reads naturally without an amount, and never shows NaN for a broken one', () => {
    for (const amountCzk of [undefined, Number.NaN]) {
      const mail = depositReminderMail(booking, aMailContext(), { dueDate: '2027-05-04', ...(amountCzk === undefined ? {} : { amountCzk }) });
      expectWellFormedMail(mail);
      expectLines(mail, ['dovoluji si připomenout, že záloha za svatební focení je splatná 4. května 2027.']);
    }
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = depositReminderMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town }, aMailContext(), { dueDate: '2027-05-04' });
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
  });
});
