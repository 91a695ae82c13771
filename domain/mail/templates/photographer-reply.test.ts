import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectWellFormedMail, visibleText } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { bookingMailMessage } from '../booking-mail-messages';
import { photographerReplyMail as replyIntent } from '../../booking/booking-mail';
import { photographerReplyMail } from './photographer-reply';

const booking = aBooking({ id: 'b-reply', status: 'confirmed', weddingDate: '2027-10-09', reservationCode: 'K7PX-22MN' });
const message = { id: 'b-reply-m2', at: '2027-03-01T10:00:00.000Z', author: 'photographer' as const, text: 'Dorazím ve 13:30 <b>před</b> obřadem.' };

describe('the couple\'s notice of the photographer\'s reply', () => {
  it('keeps the text out of the subject and quotes it escaped in the body, with the link to Moje svatba', () => {
    const mail = photographerReplyMail(booking, message, aMailContext({ siteUrl: 'https://foto.example.cz/' }));
    expectWellFormedMail(mail);
    expect(mail.subject).toBe('Odpověď k vaší svatbě 9. října 2027 (K7PX-22MN)');
    expect(mail.subject).not.toContain('13:30');
    expect(visibleText(mail)).toContain('Dorazím ve 13:30 <b>před</b> obřadem.');
    expect(mail.html).not.toContain('<b>před</b>');
    expect(mail.html).toContain('href="https://foto.example.cz/ucet"');
  });

  it('goes to the couple, a reply to it reaching the photographer, under the id of its place in the thread', () => {
    const context = aMailContext({ photographerEmail: 'foto@example.cz' });
    const queued = bookingMailMessage(replyIntent(booking, 2, message), booking, context);
    expect(queued).toMatchObject({ id: 'b-reply-reply-2', bookingId: 'b-reply', to: booking.contact.email, replyTo: 'foto@example.cz' });
  });
});
