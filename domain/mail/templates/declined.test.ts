import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { declinedMail } from './declined';

const booking = aBooking({ status: 'declined', weddingDate: '2027-09-04', reservationCode: 'K7PX-22MN', packageSlug: 'cely-den' });

describe('the couple\'s decline', () => {
  it('says in the subject which day cannot be taken, with the code', () => {
    expect(declinedMail(booking, aMailContext()).subject).toBe('Svatební focení na 4. září 2027 bohužel nemohu přijmout (K7PX-22MN)');
  });

  it('declines kindly in Czech and repeats which request it was', () => {
    const mail = declinedMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Dobrý den,',
      'mrzí mě to, ale Vaši poptávku svatebního focení na 4. září 2027 bohužel nemohu přijmout.',
      'Termín svatby: sobota 4. září 2027',
      'Rezervační kód: K7PX-22MN',
      'Přeji Vám krásnou svatbu.',
    ]);
  });

  it('points to the free days in the calendar, and lists no prices for a request it turns down', () => {
    const mail = declinedMail(booking, aMailContext());
    expectLines(mail, ['Volné termíny: https://www.terezanovakova-foto.cz/rezervace\n']);
    expect(mail.text).not.toContain('Kč');
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = declinedMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town }, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
  });
});
