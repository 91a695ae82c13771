import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { newRequestMail } from './new-request';

const booking = aBooking({
  id: 'b-7',
  weddingDate: '2027-06-12',
  reservationCode: 'H3WD-9RTA',
  contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' },
  venue: 'Zámek Liblice',
  packageSlug: 'obrad',
  source: 'Instagram',
  message: 'Máte volno?',
});

describe('the photographer\'s notice of a new request', () => {
  it('names the date and the couple in the subject', () => {
    expect(newRequestMail(booking, aMailContext()).subject).toBe('Nová poptávka: 12. června 2027 – Jana a Petr');
  });

  it('lists the wedding, how to reach the couple, where they heard of her, the package with its price and their message', () => {
    const mail = newRequestMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Přišla nová poptávka svatebního focení na 12. června 2027.',
      'Termín svatby: sobota 12. června 2027',
      'Místo: Zámek Liblice',
      'E-mail: jana@example.cz',
      'Telefon: +420777123456',
      'Odkud o mně ví: Instagram',
      '- Obřad (balíček): 18\u00A0000\u00A0Kč',
      'Zpráva od snoubenců\n> Máte volno?',
      'Rezervační kód: H3WD-9RTA',
    ]);
    expect(mail.text).not.toContain('Celkem');
  });

  it('links to the request in the admin and says a reply reaches the couple', () => {
    expectLines(newRequestMail(booking, aMailContext()), [
      'Otevřít poptávku v administraci: https://www.terezanovakova-foto.cz/admin/bookings/b-7',
      'Odpovědí na tento e-mail napíšete přímo snoubencům.',
    ]);
  });

  it('leaves out what the couple did not fill in', () => {
    const bare = newRequestMail(aBooking({ extras: [] }), aMailContext());
    expectWellFormedMail(bare);
    for (const absent of ['Balíček', 'Místo:', 'Obřad:', 'Počet hostů:', 'Odkud o mně ví:', 'Zpráva od snoubenců']) expect(bare.text).not.toContain(absent);
  });

  it('shows what the couple typed as text, never as markup, in the subject too', () => {
    const hostile = aBooking({ contact: { coupleNames: TYPED.names, email: 'a@example.cz', phone: '+420777123456' }, venue: TYPED.venue, town: TYPED.town, message: TYPED.message, source: TYPED.names });
    const mail = newRequestMail(hostile, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town, TYPED.message]);
    expect(mail.subject).toBe(`Nová poptávka: 12. června 2027 – ${TYPED.names}`);
  });
});
