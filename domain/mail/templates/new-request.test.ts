import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { newRequestMail } from './new-request';

// Its subject, key lines and typed text: photographer-mails.test.ts.
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
  it('prices the package but sums nothing: the couple has not agreed to a total', () => {
    expect(newRequestMail(booking, aMailContext()).text).not.toContain('Celkem');
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

  it('shows the names the couple typed as text in the subject too', () => {
    const hostile = aBooking({ contact: { coupleNames: TYPED.names, email: 'a@example.cz', phone: '+420777123456' }, source: TYPED.names });
    expect(newRequestMail(hostile, aMailContext()).subject).toBe(`Nová poptávka: 12. června 2027 – ${TYPED.names}`);
  });
});
