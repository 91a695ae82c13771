import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { cancelledMail } from './cancelled';

const booking = aBooking({ status: 'cancelled', weddingDate: '2027-10-02', reservationCode: 'K7PX-22MN' });

describe('the couple\'s cancellation notice', () => {
  it('says in the subject that the booking is cancelled, with the code', () => {
    expect(cancelledMail(booking, aMailContext()).subject).toBe('Rezervace svatebního focení zrušena (K7PX-22MN)');
  });

  it('says which day was freed and how to object if it was a mistake', () => {
    const mail = cancelledMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Dobrý den,',
      'Vaše rezervace svatebního focení na 2. října 2027 byla zrušena a termín je uvolněný.',
      'Termín svatby: sobota 2. října 2027',
      'Pokud jde o omyl, ozvěte se mi prosím co nejdříve, stačí odpovědět na tento e-mail.',
      'S pozdravem\nTereza Nováková',
    ]);
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = cancelledMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town }, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
  });
});
