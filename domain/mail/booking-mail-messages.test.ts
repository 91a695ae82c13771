import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { aMailContext } from '../../tests/support/mail-context-mother';
import { coupleMessageMail, depositReminder, requestMails, statusMail, weddingReminder, withdrawalMails } from '../booking/booking-mail';
import { appendCoupleMessage } from '../booking/booking-message';
import { withdrawBooking } from '../booking/booking-status';
import { changeStatus } from '../booking/booking-status';
import { bookingMailMessage } from './booking-mail-messages';

const booking = aBooking({ id: 'b1', reservationCode: 'H3WD-9RTA', weddingDate: '2027-06-12', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' } });
const at = '2027-05-01T08:00:00.000Z';

describe('booking mails written out', () => {
  it('a new request: the receipt to the couple (replies to the photographer), the notice to her (replies to the couple)', () => {
    const [receipt, notice] = requestMails(booking).map((intent) => bookingMailMessage(intent, booking, aMailContext()));
    expect(receipt).toMatchObject({ id: 'b1-couple', to: 'jana@example.cz', replyTo: 'fotograf@example.cz', message: { subject: 'Poptávka svatebního focení přijata (H3WD-9RTA)' } });
    expect(notice).toMatchObject({ id: 'b1-photographer', to: 'fotograf@example.cz', replyTo: 'jana@example.cz', message: { subject: 'Nová poptávka: 12. června 2027 – Jana a Petr' } });
  });

  it('each status change gets its own template, under the id that carries the history index', () => {
    const confirmed = changeStatus(booking, { to: 'confirmed', by: 'f', at });
    const paid = changeStatus(confirmed, { to: 'deposit-paid', by: 'f', at });
    const cases = [
      [confirmed, 'Termín svatebního focení je potvrzený (H3WD-9RTA)'],
      [paid, 'Záloha za svatební focení přijata (H3WD-9RTA)'],
      [changeStatus(paid, { to: 'completed', by: 'f', at }), 'Děkuji za Vaši svatbu (H3WD-9RTA)'],
      [changeStatus(booking, { to: 'declined', by: 'f', at }), 'Svatební focení na 12. června 2027 bohužel nemohu přijmout (H3WD-9RTA)'],
      [changeStatus(confirmed, { to: 'cancelled', by: 'f', at }), 'Rezervace svatebního focení zrušena (H3WD-9RTA)'],
      [withdrawBooking(booking, 'jana@example.cz', at), 'Poptávka svatebního focení stažena (H3WD-9RTA)'],
    ] as const;
    for (const [after, subject] of cases) {
      const mail = bookingMailMessage(statusMail(after)!, after, aMailContext());
      expect(mail).toMatchObject({ id: `b1-status-${after.history.length - 1}`, to: 'jana@example.cz', replyTo: 'fotograf@example.cz', message: { subject } });
      expect(Boolean(mail.message.attachments)).toBe(after.status === 'confirmed');
    }
  });

  it('the reminders go to the couple under their once-only ids; the deposit one names the due day', () => {
    expect(bookingMailMessage(weddingReminder(booking), booking, aMailContext())).toMatchObject({
      id: 'b1-wedding-reminder',
      to: 'jana@example.cz',
      replyTo: 'fotograf@example.cz',
      message: { subject: 'Svatba se blíží: co připravit na focení (H3WD-9RTA)' },
    });
    expect(bookingMailMessage(depositReminder(booking, '2027-03-04'), booking, aMailContext())).toMatchObject({
      id: 'b1-deposit-reminder',
      to: 'jana@example.cz',
      replyTo: 'fotograf@example.cz',
      message: { subject: 'Připomínka: záloha za svatební focení je splatná 4. března 2027 (H3WD-9RTA)' },
    });
  });

  it('sets no reply address on the couple\'s mails when no photographer address is configured', () => {
    const mail = bookingMailMessage(requestMails(booking)[0]!, booking, aMailContext({ photographerEmail: '' }));
    expect(mail).not.toHaveProperty('replyTo');
  });

  it('a withdrawal: the photographer\'s notice (replies to the couple) and the couple\'s receipt', () => {
    const withdrawn = withdrawBooking(booking, 'jana@example.cz', at);
    const [notice, receipt] = withdrawalMails(withdrawn).map((intent) => bookingMailMessage(intent, withdrawn, aMailContext()));
    expect(notice).toMatchObject({ id: 'b1-withdrawn', to: 'fotograf@example.cz', replyTo: 'jana@example.cz', message: { subject: 'Poptávka stažena: 12. června 2027 – Jana a Petr' } });
    expect(receipt).toMatchObject({ id: 'b1-status-1', to: 'jana@example.cz', replyTo: 'fotograf@example.cz' });
  });

  it('a couple\'s message goes to the photographer with the text quoted; a reply reaches the couple', () => {
    const { booking: after, n, message } = appendCoupleMessage(booking, [], { text: 'Obřad až v 15:00', by: 'jana@example.cz', at });
    const mail = bookingMailMessage(coupleMessageMail(after, n, message), after, aMailContext());
    expect(mail).toMatchObject({ id: 'b1-message-1', bookingId: 'b1', to: 'fotograf@example.cz', replyTo: 'jana@example.cz', message: { subject: 'Zpráva od snoubenců: 12. června 2027 – Jana a Petr' } });
    expect(mail.message.text).toContain('> Obřad až v 15:00');
  });
});
