import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { withdrawnMail } from './withdrawn';

const booking = aBooking({ status: 'withdrawn', weddingDate: '2027-10-02', reservationCode: 'K7PX-22MN' });

describe('the couple\'s receipt of their withdrawal', () => {
  it('says in the subject that the request is withdrawn, with the code', () => {
    expect(withdrawnMail(booking, aMailContext()).subject).toBe('Poptávka svatebního focení stažena (K7PX-22MN)');
  });

  it('confirms the day and says what to do if they did not withdraw it', () => {
    const mail = withdrawnMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Dobrý den,',
      'potvrzuji, že jste v rezervačním systému stáhli svou poptávku svatebního focení na 2. října 2027.',
      'Termín svatby: sobota 2. října 2027',
      'Pokud jste poptávku nestahovali Vy, nebo to byl omyl, ozvěte se mi prosím, stačí odpovědět na tento e-mail.',
    ]);
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = withdrawnMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town }, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
  });
});
