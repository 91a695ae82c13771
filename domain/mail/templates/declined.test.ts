import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { declinedMail } from './declined';

// Its subject, key lines and typed text: couple-mails.test.ts.
const booking = aBooking({ status: 'declined', weddingDate: '2027-09-04', reservationCode: 'K7PX-22MN', packageSlug: 'cely-den' });

describe('the couple\'s decline', () => {
  it('points to the free days in the calendar, and lists no prices for a request it turns down', () => {
    const mail = declinedMail(booking, aMailContext());
    expectLines(mail, ['Volné termíny: https://www.terezanovakova-foto.cz/rezervace\n']);
    expect(mail.text).not.toContain('Kč');
  });
});
