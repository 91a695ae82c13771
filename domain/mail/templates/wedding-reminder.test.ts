import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { weddingReminderMail } from './wedding-reminder';

// Its subject, key lines and typed text: couple-mails.test.ts.
const booking = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-12', ceremonyTime: '13:00', reservationCode: 'H3WD-9RTA', venue: 'Zámek Liblice' });

describe('the couple\'s reminder before the wedding', () => {
  it('lists exactly the five things to send', () => {
    expect(weddingReminderMail(booking, aMailContext()).text.match(/^- /gm)).toHaveLength(5);
  });
});
