// The mails the relay's emulator test sends: a booking's receipt, notice and confirmation, as the functions write them.
import { requestMails, statusMail } from '../../domain/booking/booking-mail';
import { changeStatus } from '../../domain/booking/booking-status';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { aBooking } from './booking-mother';
import { aMailContext } from './mail-context-mother';

export const context = aMailContext();
export const PHOTOGRAPHER = context.photographerEmail;
export const REFUSED = 'neexistuje@example.cz';
export const NOW = new Date('2027-03-01T12:00:00.000Z');
export const later = (ms: number) => new Date(NOW.getTime() + ms);

/** A booking whose couple typed markup into their names: the HTML part must show it as text. */
export const booking = aBooking({
  reservationCode: 'KVTN-2027',
  contact: { coupleNames: 'Jana & Petr <b>', email: 'jana.petr@example.cz', phone: '+420777123456' },
  venue: 'Zámek Liblice',
  town: 'Liblice',
});
export const [receipt, notice] = requestMails(booking).map((intent) => bookingMailMessage(intent, booking, context)) as [OutgoingMail, OutgoingMail];
export const confirmedBooking = changeStatus(booking, { to: 'confirmed', by: 'fotograf', at: NOW.toISOString() });
export const confirmation = bookingMailMessage(statusMail(confirmedBooking)!, confirmedBooking, context);
export const plainMail = (id: string, to: string): OutgoingMail => ({ id, to, message: { subject: `Zkouška ${id}`, text: 'Dobrý den', html: '<p>Dobrý den</p>' } });
