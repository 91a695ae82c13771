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
