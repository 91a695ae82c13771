import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { completedMail } from './completed';

describe('the couple\'s thanks after the wedding', () => {
  it('thanks them in the subject and says the gallery link will follow', () => {
    const mail = completedMail(aBooking({ status: 'completed', reservationCode: 'H3WD-9RTA' }), aMailContext());
    expect(mail.subject).toBe('Děkuji za Vaši svatbu (H3WD-9RTA)');
    expectWellFormedMail(mail);
    expectLines(mail, ['Dobrý den,', 'bylo mi ctí fotit Váš velký den.', 'pošlu Vám odkaz na galerii', 'S pozdravem\nTereza Nováková']);
  });
});
