import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { pendingDigestMail } from './pending-digest';

// Its subject, key lines and typed text: photographer-mails.test.ts.
// The context's clock: 1 May 2027, 10:00 in Prague.
const older = aBooking({ id: 'b-old', weddingDate: '2027-09-04', createdAt: '2027-04-25T08:00:00.000Z', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });
const newer = aBooking({ id: 'b-new', weddingDate: '2027-06-12', createdAt: '2027-04-28T20:00:00.000Z' });
const digest = (waiting = [newer, older]) => pendingDigestMail(waiting, aMailContext(), { waitingHours: 48 });

describe('the photographer\'s morning digest of waiting requests', () => {
  it('counts the requests in the subject with the right Czech forms', () => {
    expect(digest([older]).subject).toBe('Ranní přehled: 1\u00A0poptávka čeká na odpověď déle než 48\u00A0hodin');
    const five = Array.from({ length: 5 }, () => aBooking({ createdAt: '2027-04-25T08:00:00.000Z' }));
    expect(digest(five).subject).toBe('Ranní přehled: 5\u00A0poptávek čeká na odpověď déle než 48\u00A0hodin');
  });

  it('lists them oldest first, each linked to its admin page, and copies no contact details', () => {
    const mail = digest();
    expect(mail.text).toContain('Poptávka: Otevřít v administraci (https://www.terezanovakova-foto.cz/admin/bookings/b-old)');
    expect(mail.html).toContain('href="https://www.terezanovakova-foto.cz/admin/bookings/b-old"');
    expect(mail.text.indexOf('Eva a Jan')).toBeLessThan(mail.text.indexOf('Jana a Petr'));
    // The admin link is enough: the digest stays in the outbox for months and must not copy contact details.
    expect(`${mail.text}${mail.html}`).not.toMatch(/eva@example\.cz|602111222/);
  });
});

describe('the digest\'s deposits past their due day', () => {
  const late = aBooking({ id: 'b-late', weddingDate: '2027-08-21', status: 'confirmed', contact: { coupleNames: 'Lucie a Martin', email: 'lucie@example.cz', phone: '+420602333444' } });

  it('names them in the subject beside the waiting requests, or alone, with the right Czech forms', () => {
    const both = pendingDigestMail([older], aMailContext(), { waitingHours: 48, overdue: [{ booking: late, dueDate: '2027-04-20' }] });
    expect(both.subject).toBe('Ranní přehled: 1\u00A0poptávka čeká na odpověď déle než 48\u00A0hodin, 1\u00A0záloha po splatnosti');
    const alone = pendingDigestMail([], aMailContext(), { waitingHours: 48, overdue: [2, 3].map((n) => ({ booking: { ...late, id: `b-${n}` }, dueDate: '2027-04-20' })) });
    expect(alone.subject).toBe('Ranní přehled: 2\u00A0zálohy po splatnosti');
  });

  it('lists each with its due day and admin link, says nothing is cancelled, and copies no contact details', () => {
    const mail = pendingDigestMail([], aMailContext(), { waitingHours: 48, overdue: [{ booking: late, dueDate: '2027-04-20' }] });
    expect(mail.text).toContain('Splatnost: 20. dubna 2027');
    expect(mail.text).toContain('Rezervace: Otevřít v administraci (https://www.terezanovakova-foto.cz/admin/bookings/b-late)');
    expect(mail.text).toContain('Rezervace se sama neruší');
    expect(`${mail.text}${mail.html}`).not.toMatch(/lucie@example\.cz|602333444/);
  });
});
