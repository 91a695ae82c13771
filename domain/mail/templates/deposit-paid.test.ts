import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { depositPaidMail } from './deposit-paid';

const booking = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA', packageSlug: 'obrad', extras: ['druhy-fotograf'] });

describe('the couple\'s deposit receipt', () => {
  it('says in the subject that the deposit arrived, with the code', () => {
    expect(depositPaidMail(booking, aMailContext()).subject).toBe('Záloha za svatební focení přijata (H3WD-9RTA)');
  });

  it('thanks, says the day is now definitely theirs and what happens before the wedding', () => {
    const mail = depositPaidMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'děkuji, Vaše záloha dorazila. Termín 12. června 2027 je teď definitivně Váš.',
      'Zhruba měsíc před svatbou se Vám ozvu',
      'Termín svatby: sobota 12. června 2027',
      '- Obřad (balíček): 18\u00A0000\u00A0Kč',
      '- Druhý fotograf (doplněk): 9\u00A0000\u00A0Kč',
      'Celkem podle ceníku: 27\u00A0000\u00A0Kč',
      'Zobrazit rezervaci: https://www.terezanovakova-foto.cz/rezervace#moje-rezervace',
    ]);
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = depositPaidMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town }, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
  });
});
