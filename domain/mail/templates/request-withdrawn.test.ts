import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { requestWithdrawnMail } from './request-withdrawn';

const booking = aBooking({
  id: 'b-9',
  status: 'withdrawn',
  weddingDate: '2027-06-12',
  reservationCode: 'H3WD-9RTA',
  contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' },
});

describe('the photographer\'s notice of a withdrawn request', () => {
  it('names the date and the couple in the subject, says no answer is needed and links the admin detail', () => {
    const mail = requestWithdrawnMail(booking, aMailContext());
    expect(mail.subject).toBe('Poptávka stažena: 12. června 2027 – Jana a Petr');
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Snoubenci stáhli svou poptávku svatebního focení na 12. června 2027 v rezervačním systému. Není třeba na ni odpovídat.',
      'E-mail: jana@example.cz',
      'Otevřít poptávku v administraci: https://www.terezanovakova-foto.cz/admin/bookings/b-9',
    ]);
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = requestWithdrawnMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue }, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue]);
  });
});
