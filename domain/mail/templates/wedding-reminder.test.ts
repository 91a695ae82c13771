import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { weddingReminderMail } from './wedding-reminder';

const booking = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-12', ceremonyTime: '13:00', reservationCode: 'H3WD-9RTA', venue: 'Zámek Liblice' });

describe('the couple\'s reminder before the wedding', () => {
  it('says in the subject what it is about, with the code', () => {
    expect(weddingReminderMail(booking, aMailContext()).subject).toBe('Svatba se blíží: co připravit na focení (H3WD-9RTA)');
  });

  it('names the day in Czech and lists what to send, and by when', () => {
    const mail = weddingReminderMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Vaše svatba 12. června 2027 se blíží',
      'nejpozději dva týdny před svatbou:',
      '- harmonogram dne',
      '- přesné adresy příprav, obřadu a hostiny',
      '- seznam skupinových fotek',
      '- telefon na svědka nebo koordinátora',
      'Stačí odpovědět na tento e-mail.',
      'Termín svatby: sobota 12. června 2027',
      'Obřad: 13:00',
    ]);
    expect(mail.text.match(/^- /gm)).toHaveLength(5);
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = weddingReminderMail({ ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town }, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
  });
});
