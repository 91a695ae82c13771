import { describe, expect, it } from 'vitest';
import type { BookingMessage } from '../../booking/booking';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { coupleMessageMail } from './couple-message';

const booking = aBooking({
  id: 'b-3',
  status: 'confirmed',
  weddingDate: '2027-06-12',
  reservationCode: 'H3WD-9RTA',
  contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' },
});
const message: BookingMessage = { id: 'b-3-m1', at: '2027-05-01T08:00:00.000Z', author: 'couple', text: 'Obřad se posouvá na 15:00.\nParkovat lze u zámku.' };

describe('the photographer\'s copy of a couple\'s message', () => {
  it('names the couple and the day, quotes the text line by line and links the admin detail', () => {
    const mail = coupleMessageMail(booking, message, aMailContext());
    expect(mail.subject).toBe('Zpráva od snoubenců: 12. června 2027 – Jana a Petr');
    expectWellFormedMail(mail);
    expectLines(mail, [
      '> Obřad se posouvá na 15:00.',
      '> Parkovat lze u zámku.',
      'Rezervační kód: H3WD-9RTA',
      'Otevřít rezervaci v administraci: https://www.terezanovakova-foto.cz/admin/bookings/b-3',
    ]);
  });

  it('shows the couple\'s text as text, never as markup', () => {
    const mail = coupleMessageMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names } }, { ...message, text: TYPED.message }, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.message]);
  });
});
